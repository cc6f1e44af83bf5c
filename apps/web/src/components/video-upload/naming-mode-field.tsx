import {
  type VideoNamingMode,
  videoNamingModeHelp,
  videoNamingModeLabels,
  videoNamingModes,
} from "@loupe/domain/videos/video-naming";
import { ActionIcon, Group, Popover, Radio, Text } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";

// Use SKU / Use Cert # / Use Order - Line Number, each with its help popup (spec 002 §2).
export function NamingModeField({
  value,
  onChange,
  disabled,
}: {
  value: VideoNamingMode | null;
  onChange: (mode: VideoNamingMode) => void;
  disabled?: boolean;
}) {
  return (
    <Radio.Group
      label="Name the video by"
      withAsterisk
      value={value}
      onChange={(chosen) => onChange(chosen as VideoNamingMode)}
    >
      <Group gap="lg" mt={6}>
        {videoNamingModes.map((mode) => (
          <Group key={mode} gap={4} wrap="nowrap">
            <Radio value={mode} label={videoNamingModeLabels[mode]} disabled={disabled} />
            <Popover width={280} position="bottom" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`What is ${videoNamingModeLabels[mode]}?`}
                >
                  <IconHelpCircle size={16} aria-hidden="true" />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">{videoNamingModeHelp[mode]}</Text>
              </Popover.Dropdown>
            </Popover>
          </Group>
        ))}
      </Group>
    </Radio.Group>
  );
}
