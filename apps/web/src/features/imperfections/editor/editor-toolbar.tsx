import type { ImperfectionShape } from "@loupe/domain/options/shapes";
import { imperfectionShapes } from "@loupe/domain/options/shapes";
import { ActionIcon, Button, Group, NativeSelect, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconTrash } from "@tabler/icons-react";
import type { Dispatch } from "react";
import type { EditorAction, EditorState } from "./design-state";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const command = isMac ? "⌘" : "Ctrl";

// Above the canvas: the shape, undo and redo, and delete the selection.
export function EditorToolbar({
  state,
  dispatch,
  readOnly,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
}) {
  const selected = state.selected.length;
  return (
    <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Shape"
        w={160}
        data={[...imperfectionShapes]}
        value={state.present.shape}
        disabled={readOnly}
        onChange={(event) =>
          dispatch({ type: "shape", shape: event.currentTarget.value as ImperfectionShape })
        }
      />
      <Group gap={4}>
        <Tooltip label={`Undo (${command}+Z)`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Undo"
            disabled={readOnly || state.past.length === 0}
            onClick={() => dispatch({ type: "undo" })}
          >
            <IconArrowBackUp size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`Redo (${command}+Shift+Z)`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Redo"
            disabled={readOnly || state.future.length === 0}
            onClick={() => dispatch({ type: "redo" })}
          >
            <IconArrowForwardUp size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        disabled={readOnly || selected === 0}
        onClick={() => dispatch({ type: "remove" })}
      >
        {selected > 1 ? `Delete ${selected} symbols` : "Delete symbol"}
      </Button>
    </Group>
  );
}
