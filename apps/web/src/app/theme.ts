import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white text on filled buttons, and links on a hovered row, above 4.5:1.
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  cursorType: "pointer",
  components: {
    Tooltip: { defaultProps: { withArrow: true } },
    // Mantine's notification close button has no name, and its grey description is 3.3:1 on white.
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-gray-8)" } },
    },
    // Mantine's "Toggle password visibility" would also match a "Password" label lookup.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide characters" } },
    },
    Modal: {
      defaultProps: {
        radius: "md",
        overlayProps: { backgroundOpacity: 0.4, blur: 1 },
        closeButtonProps: { "aria-label": "Close" },
        // The dialog's <header> would otherwise count as a second page banner.
        attributes: { header: { role: "presentation" } },
        styles: { title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } },
      },
    },
  },
});

// Mantine's light "dimmed" grey is 3.3:1 on white; a darker grey keeps secondary text readable.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // Grey 6 is 3.3:1; date pickers render their placeholder as real text, which must reach 4.5:1.
    "--mantine-color-placeholder": "#6c757d",
    // Error texts and red-bordered fields: red 6 is 3.3:1 on white, red 9 is 5.5:1.
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
