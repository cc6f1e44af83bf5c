import { formatCount } from "@loupe/domain/formatting";
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { IconEye, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

export type StatCardProps = {
  title: string;
  icon: Icon;
  color: string;
  // null while loading (or after a failure: the page says what failed).
  value: number | null;
  // A second figure under the first (clients with ad-portal access).
  detail?: string | null;
  view: string;
  add: string;
  children?: ReactNode;
};

// One of the dashboard's counters (spec 000 §2): the figure, View and Add, and extra actions.
export function StatCard({
  title,
  icon: CardIcon,
  color,
  value,
  detail,
  view,
  add,
  children,
}: StatCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={14}>
      <Stack gap="sm" h="100%">
        <div>
          <Title order={2} id={titleId} fz="sm" fw={600} c="dimmed">
            {title}
          </Title>
          <Group gap="sm" wrap="nowrap" mt={6}>
            <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden="true">
              <CardIcon size={22} stroke={1.6} />
            </ThemeIcon>
            {value === null ? (
              <Skeleton height={30} width={80} radius="sm" data-testid="stat-loading" />
            ) : (
              <Text fz={30} fw={700} lh={1.2} aria-label={`${title}: ${value}`} data-testid="stat-value">
                {formatCount(value)}
              </Text>
            )}
          </Group>
          {detail !== undefined && (
            <Text size="xs" c="dimmed" mt={4} mih={18}>
              {detail}
            </Text>
          )}
        </div>
        <Stack gap={8} mt="auto">
          <Group gap={8} grow>
            <CardLink to={view} icon={IconEye} label="View" />
            <CardLink to={add} icon={IconPlus} label="Add" />
          </Group>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}

function CardLink({ to, icon: Icon, label }: { to: string; icon: typeof IconEye; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="xs"
      px={8}
      leftSection={<Icon size={14} aria-hidden="true" />}
    >
      {label}
    </Button>
  );
}
