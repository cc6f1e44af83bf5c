import { symbolSides } from "@loupe/domain/imperfections/imperfection-symbols";
import { type ImperfectionType, imperfectionTypes } from "@loupe/domain/options/imperfection-types";
import { Paper, Text, UnstyledButton } from "@mantine/core";
import { SymbolGlyph } from "../symbol-glyphs";
import classes from "./editor.module.css";

const groups = [
  { side: "internal", title: "Internal (red)" },
  { side: "external", title: "External (green)" },
] as const;

// The characteristics, each a button that adds its symbol to the plot (spec 002 §9: at left 330,
// top 138.888, size 50), grouped as the key to symbols groups them.
export function SymbolPalette({
  onAdd,
  disabled = false,
}: {
  onAdd: (type: ImperfectionType) => void;
  disabled?: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.palette}
      component="nav"
      aria-label="Add a symbol"
    >
      {groups.map((group) => (
        <section key={group.side} aria-labelledby={`palette-${group.side}`}>
          <Text
            id={`palette-${group.side}`}
            size="xs"
            fw={700}
            tt="uppercase"
            c="gray.7"
            mb={4}
            mt={group.side === "external" ? "sm" : 0}
          >
            {group.title}
          </Text>
          <ul className={classes.paletteList}>
            {imperfectionTypes
              .filter((type) => symbolSides[type] === group.side)
              .map((type) => (
                <li key={type}>
                  <UnstyledButton
                    className={classes.paletteButton}
                    onClick={() => onAdd(type)}
                    disabled={disabled}
                    aria-label={`Add ${type}`}
                  >
                    <SymbolGlyph type={type} size={22} />
                    <span>{type}</span>
                  </UnstyledButton>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </Paper>
  );
}
