import { Avatar } from "@mantine/core";

// "Crescent & Co." → "CC": the first letter or digit of the first two words that have one; a
// one-word name gives its first two.
export function companyInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
  if (words.length === 1) return (words[0] ?? "").slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
}

// A company's logo, or a neutral square with its initials when it has none. Logos come in every
// shape, so the image is contained rather than cropped.
export function CompanyLogo({
  name,
  url,
  size = 40,
  decorative = false,
}: {
  name: string;
  url: string | null;
  size?: number;
  // Next to the name already written out: hidden from screen readers, which would read it twice.
  decorative?: boolean;
}) {
  let naming = {};
  if (decorative) naming = { "aria-hidden": true };
  // Without a logo the initials are the picture: they get the name an image's alt would give.
  else if (!url) naming = { role: "img", "aria-label": name };
  return (
    <Avatar
      src={url}
      alt={decorative ? "" : name}
      size={size}
      radius="sm"
      {...naming}
      styles={{
        root: { border: "1px solid var(--mantine-color-gray-3)", background: "var(--mantine-color-white)" },
        image: { objectFit: "contain" },
        placeholder: {
          background: "var(--mantine-color-gray-1)",
          color: "var(--mantine-color-gray-8)",
          fontSize: size < 32 ? 10 : undefined,
        },
      }}
    >
      {companyInitials(name) || undefined}
    </Avatar>
  );
}
