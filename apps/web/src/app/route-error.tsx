import { messages } from "@loupe/domain/messages";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { isChunkLoadError } from "./update/is-chunk-load-error";
import { reloadForStaleBuild } from "./update/reload-on-stale-build";

// A screen that crashed while rendering, or whose code could not be loaded: say so and offer a
// reload instead of a blank page. A missing chunk usually means a new build was deployed: the page
// reloads by itself (at most once a minute, on the screen that failed); if that did not help, the
// user decides.
export function RouteError() {
  const error = useRouteError();
  const staleCode = isChunkLoadError(error);
  const [reloading, setReloading] = useState(staleCode);
  useEffect(() => {
    if (staleCode) setReloading(reloadForStaleBuild());
  }, [staleCode]);
  if (reloading) return null;
  const detail = staleCode
    ? "Loupe may have been updated, or the connection dropped, while this screen was loading. Reload the page to load it again."
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Stack align="center" gap="sm" py={80} px="md" ta="center" component="main">
      <Title order={1} fz="xl">
        {staleCode ? "This screen could not be loaded" : messages.somethingWentWrong}
      </Title>
      {detail && (
        <Text c="dimmed" size="sm" maw={520}>
          {detail}
        </Text>
      )}
      <Button variant="default" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
