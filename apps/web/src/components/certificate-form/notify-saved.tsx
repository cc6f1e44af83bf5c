import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications, notificationsStore } from "@mantine/notifications";

// A saved toast with an action stays long enough to reach its button.
const savedToastAutoCloseMs = 6000;
let shownId: string | null = null;

// The one toast after a certificate editor's Save (issue 21): its title ('Certificate has been
// saved', 'Diamond has been saved'), what was saved, what else changed, and — when the editor stays
// on the record — 'Back to list'. A newer save (or Save & Print's print after its save) rewrites
// the toast still on screen in place: hiding it and showing another left two on screen while the
// first faded out. A warning (saved, but the spreadsheet has not taken it yet) stays until closed.
export function notifySaved({
  title,
  lines,
  onBackToList,
  warning = false,
}: {
  title: string;
  lines: readonly string[];
  onBackToList?: () => void;
  warning?: boolean;
}) {
  const onScreen = shownId !== null && isOnScreen(shownId);
  const id = onScreen && shownId !== null ? shownId : `certificate-saved-${Date.now()}`;
  shownId = id;
  (onScreen ? notifications.update : notifications.show)({
    id,
    color: warning ? "orange" : "green",
    title,
    autoClose: warning ? false : savedToastAutoCloseMs,
    message: (
      <Stack gap={4}>
        {lines
          .filter((line) => line !== "")
          .map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        {onBackToList && (
          <Group justify="flex-start">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                onBackToList();
              }}
            >
              Back to list
            </Button>
          </Group>
        )}
      </Stack>
    ),
  });
}

function isOnScreen(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id);
}
