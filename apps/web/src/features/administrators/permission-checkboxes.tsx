import { type Permission, permissionLabels, permissions } from "@loupe/domain/permissions";
import { Checkbox, Stack } from "@mantine/core";

export function PermissionCheckboxes({
  value,
  onChange,
  error,
}: {
  value: Permission[];
  onChange: (value: Permission[]) => void;
  error?: string;
}) {
  return (
    <Checkbox.Group
      label="Permissions"
      value={value}
      onChange={(next) => onChange(permissions.filter((permission) => next.includes(permission)))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {permissions.map((permission) => (
          <Checkbox key={permission} value={permission} label={permissionLabels[permission]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
