import { Button, FileButton } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useRef } from "react";

// The list's Import button: opens the file picker for the accepted types and hands the chosen file
// on. `onIntent` fires on hover, focus and touch, so the import's code can load before the choice.
export function ImportButton({
  accept,
  onChoose,
  onIntent,
}: {
  accept: readonly string[];
  onChoose: (file: File) => void;
  onIntent?: () => void;
}) {
  const resetPicker = useRef<() => void>(null);

  function choose(file: File | null) {
    // Choosing the same file again must fire a change too.
    resetPicker.current?.();
    if (file) onChoose(file);
  }

  return (
    <FileButton
      onChange={choose}
      accept={accept.join(",")}
      resetRef={resetPicker}
      inputProps={{ "aria-label": "Spreadsheet to import" }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
          onMouseEnter={onIntent}
          onFocus={onIntent}
          onTouchStart={onIntent}
        >
          Import
        </Button>
      )}
    </FileButton>
  );
}
