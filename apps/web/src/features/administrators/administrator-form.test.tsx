import type { Administrator } from "@loupe/domain/administrators";
import { messages } from "@loupe/domain/messages";
import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { AdministratorForm } from "./administrator-form";

function renderForm(props: Partial<Parameters<typeof AdministratorForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <AdministratorForm
        administrator={null}
        showPermissions
        mayApprove
        submitting={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSubmit, events: userEvent.setup() };
}

const existing: Administrator = {
  id: "a1",
  fullName: "Ann Admin",
  email: "ann@example.com",
  phone: "5551234567",
  permissions: ["super_admin"],
  needsApproval: false,
  posts: 3,
  created: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  version: 4,
};

describe("AdministratorForm", () => {
  it("warns 'Missing Required Fields' and lists them, without submitting", async () => {
    const { onSubmit, events } = renderForm();
    await events.type(screen.getByLabelText("Phone"), "555");
    await events.click(screen.getByRole("button", { name: "Save" }));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(messages.missingRequiredFields)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Full Name", "Email Address", "Password"]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("masks the phone while typing and submits digits only", async () => {
    const { onSubmit, events } = renderForm();
    await events.type(screen.getByLabelText(/Full Name/), "Bob Builder");
    await events.type(screen.getByLabelText("Phone"), "555-123x4567");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(555) 123-4567");
    await events.type(screen.getByLabelText(/Email Address/), "Bob@Example.com");
    await events.type(screen.getByLabelText(/^Password/), "a-long-password");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: "create",
      payload: {
        fullName: "Bob Builder",
        email: "bob@example.com",
        phone: "5551234567",
        password: "a-long-password",
        permissions: ["super_admin"],
        needsApproval: false,
      },
    });
  });

  it("shows the domain's message for a bad e-mail", async () => {
    const { onSubmit, events } = renderForm();
    await events.type(screen.getByLabelText(/Full Name/), "Bob");
    await events.type(screen.getByLabelText(/Email Address/), "not-an-email");
    await events.type(screen.getByLabelText(/^Password/), "a-long-password");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits without a password field and sends the record's version", async () => {
    const { onSubmit, events } = renderForm({ administrator: existing, showPermissions: false });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByText("Permissions")).toBeNull();
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(555) 123-4567");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: "edit",
      payload: {
        fullName: "Ann Admin",
        email: "ann@example.com",
        phone: "5551234567",
        permissions: ["super_admin"],
        needsApproval: false,
        version: 4,
      },
    });
  });

  it("lets a super administrator mark an administrator as needing approval, and clear it", async () => {
    const { onSubmit, events } = renderForm({ administrator: existing });
    const approval = screen.getByRole("switch", { name: "Needs Approval" }) as HTMLInputElement;
    expect(approval.checked).toBe(false);
    expect(approval.disabled).toBe(false);
    await events.click(approval);
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      mode: "edit",
      payload: expect.objectContaining({ needsApproval: true, version: 4 }),
    });
  });

  it("shows the switch disabled, with the reason, to anyone else, and keeps the stored value", async () => {
    const { onSubmit, events } = renderForm({
      administrator: { ...existing, needsApproval: true },
      mayApprove: false,
    });
    const approval = screen.getByRole("switch", { name: "Needs Approval" }) as HTMLInputElement;
    expect(approval.checked).toBe(true);
    expect(approval.disabled).toBe(true);
    const hint = document.getElementById(approval.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain(messages.onlySuperAdministratorApproves);
    await events.click(approval);
    expect(approval.checked).toBe(true);
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      mode: "edit",
      payload: expect.objectContaining({ needsApproval: true }),
    });
  });

  it("puts a server field error under its field", () => {
    renderForm({ serverErrors: [{ field: "email", message: messages.emailTaken }] });
    expect(screen.getByText(messages.emailTaken)).toBeTruthy();
  });
});
