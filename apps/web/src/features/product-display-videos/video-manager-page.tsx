import { messages } from "@loupe/domain/messages";
import type { ProductDisplayVideo } from "@loupe/domain/videos/product-display-api";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { ErrorState } from "../../components/error-state";
import { LazyConfirmDelete, LazyErrorDialog } from "../../components/lazy-dialogs";
import { PageHeader } from "../../components/page-header";
import { useConfirmDelete } from "../../components/use-confirm-delete";
import { errorDetail } from "../../lib/api-client";
import { productDisplayListQuery, useDeleteProductDisplayVideo } from "./api";
import { PreviewModal } from "./preview-modal";
import { VideoCard } from "./video-card";
import { VideoManagerUploads } from "./video-manager-uploads";

// /product-display-list, the Video Manager (spec 002 §2, §4): upload, search by file name with
// Filter and Clear, a grid of 50 a page with Previous and Next (a stack of page tokens), a preview.
export function VideoManagerPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get("search") ?? "";
  const [draft, setDraft] = useState(search);
  // The tokens of the pages before this one; the last is this page's (null: the first page).
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const after = tokens.at(-1) ?? null;
  const query = useQuery(productDisplayListQuery(search, after));
  const [previewing, setPreviewing] = useState<ProductDisplayVideo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: remove } = useDeleteProductDisplayVideo();
  const deletion = useConfirmDelete({
    remove: (video: ProductDisplayVideo) => remove(video.id),
    deleted: { title: messages.deletedTitle, message: messages.fileDeletedText },
    onFailure: (failure) => setError(messages.deleteFailed(errorDetail(failure))),
  });

  function applySearch(term: string) {
    setTokens([null]);
    setSearchParams(term ? { search: term } : {}, { replace: true });
  }

  function filter(event: FormEvent) {
    event.preventDefault();
    applySearch(draft.trim());
  }

  const page = query.data;
  return (
    <>
      <PageHeader title="Video Manager" />
      <Stack gap="md">
        <VideoManagerUploads />
        <form onSubmit={filter} aria-label="Filter videos">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search by file name"
              placeholder="RING7_001.mp4"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={320}
            />
            <Button type="submit">Filter</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft("");
                applySearch("");
              }}
              disabled={!search && !draft}
            >
              Clear
            </Button>
          </Group>
        </form>
        {query.isPending ? (
          <CenteredLoader />
        ) : query.isError ? (
          <ErrorState message={errorDetail(query.error)} onRetry={() => query.refetch()} />
        ) : page && page.items.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {search ? "No videos match this file name" : "No product display videos yet"}
          </Text>
        ) : (
          <SimpleGrid
            component="ul"
            aria-label="Product display videos"
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: "none", opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {page?.items.map((video) => (
              <VideoCard key={video.id} video={video} onView={setPreviewing} onDelete={deletion.ask} />
            ))}
          </SimpleGrid>
        )}
        <Group justify="center" gap="sm">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            disabled={tokens.length <= 1}
            onClick={() => setTokens((stack) => stack.slice(0, -1))}
          >
            Previous
          </Button>
          <Text size="sm" c="dimmed">
            Page {tokens.length}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            disabled={!page?.next || query.isPlaceholderData}
            onClick={() => page?.next && setTokens((stack) => [...stack, page.next])}
          >
            Next
          </Button>
        </Group>
      </Stack>
      <PreviewModal video={previewing} onClose={() => setPreviewing(null)} />
      <LazyConfirmDelete
        {...deletion.dialog}
        text={messages.confirmRevertText}
        subject={deletion.pending ? `Video ${deletion.pending.fileName}` : undefined}
      />
      <LazyErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
