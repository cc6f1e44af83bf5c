import { messages } from "@loupe/domain/messages";
import type { Permission } from "@loupe/domain/permissions";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionQueryKey } from "../lib/session";
import { createTestQueryClient, renderWithApp } from "../test/render";
import { RequirePermission } from "./require-session";

function renderAs(permissions: Permission[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, { id: "me", fullName: "Me", email: "me@lab.test", permissions });
  return renderWithApp(<p>the log</p>, {
    path: "/other",
    route: "/logs",
    queryClient,
    routes: [
      {
        element: <RequirePermission permission="view_activity_log" />,
        children: [{ path: "/logs", element: <p>the log</p> }],
      },
    ],
  });
}

describe("a screen behind a permission", () => {
  it("shows the screen to a holder", () => {
    renderAs(["view_activity_log"]);
    expect(screen.getByText("the log")).toBeTruthy();
  });

  it("shows the 403 page to anyone else, super administrators included", () => {
    renderAs(["super_admin"]);
    expect(screen.queryByText("the log")).toBeNull();
    expect(screen.getByText("403")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: messages.forbiddenPage })).toBeTruthy();
  });
});
