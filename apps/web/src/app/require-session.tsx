import { messages } from "@loupe/domain/messages";
import type { Permission } from "@loupe/domain/permissions";
import { hasPermission } from "@loupe/domain/permissions";
import { Button, Center, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router";
import { Forbidden } from "../components/not-found";
import { TopProgressBar } from "../components/top-progress-bar";
import { errorDetail } from "../lib/api-client";
import { loginPathFor } from "../lib/safe-next-path";
import { sessionQueryOptions, useSessionUser } from "../lib/session";

// Every route under this one needs a signed-in user; the screen waits until that is known.
export function RequireSession() {
  const location = useLocation();
  const session = useQuery(sessionQueryOptions);

  if (session.isPending) return <TopProgressBar label="Checking your sign-in" />;
  if (session.isError) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="sm">
          <Text fw={600}>{messages.somethingWentWrong}</Text>
          <Text c="dimmed" size="sm" maw={480} ta="center">
            {errorDetail(session.error)}
          </Text>
          <Button variant="default" onClick={() => session.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (session.data === null) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

// A screen for holders of one permission; others see the 403 page.
export function RequirePermission({ permission }: { permission: Permission }) {
  const user = useSessionUser();
  return hasPermission(user, permission) ? <Outlet /> : <Forbidden />;
}
