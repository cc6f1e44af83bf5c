import { diamondStandardColorGrades } from "@loupe/domain/options/color-templates";
import { manufacturedAsValues } from "@loupe/domain/options/diamond-extras";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import {
  type Asterisk,
  cutGrades,
  diamondClarityGrades,
  fluorescenceGrades,
  girdleGrades,
  symmetryGrades,
} from "@loupe/domain/options/grading";
import { colorModes, jewelryTypes, metals, stoneTypes } from "@loupe/domain/options/jewelry";
import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { shapes } from "@loupe/domain/options/shapes";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { PickList } from "../pick-list";
import { AsteriskSelect } from "./asterisk-select";
import { ChoiceSelect } from "./choice-select";
import { ColorField, type ColorValue } from "./color-field";
import { GradeField, type GradeValue } from "./grade-field";
import { TemplateSelect } from "./template-select";

// Each kind of pick-list of the editors, as the user meets it: a saved value, a click, typed text,
// ↓ and Enter. What is saved is the option typed (issue 19: "Very", ↓, Enter saved Poor).

function Stateful<Value>({
  initial,
  onSave,
  render,
}: {
  initial: Value;
  onSave: (value: Value) => void;
  render: (value: Value, onChange: (value: Value) => void) => ReactElement;
}) {
  const [value, setValue] = useState(initial);
  return render(value, (next) => {
    setValue(next);
    onSave(next);
  });
}

async function typeDownEnter(name: string, typed: string) {
  const events = userEvent.setup();
  const field = screen.getByRole<HTMLInputElement>("combobox", { name });
  await events.click(field);
  await events.keyboard(typed);
  await events.keyboard("{ArrowDown}{Enter}");
  return field;
}

const choices: {
  label: string;
  options: readonly string[];
  initial: string;
  typed: string;
  saved: string;
}[] = [
  { label: "Symmetry", options: symmetryGrades, initial: "Poor", typed: "Very", saved: "Very Good" },
  { label: "Polish", options: symmetryGrades, initial: "", typed: "exc", saved: "Excellent" },
  { label: "Cut", options: cutGrades, initial: "", typed: "Exc", saved: "Excellent" },
  { label: "Fluorescence", options: fluorescenceGrades, initial: "None", typed: "Fa", saved: "Faint" },
  { label: "Girdle", options: girdleGrades, initial: "", typed: "M", saved: "M" },
  { label: "Origin", options: manufacturedAsValues, initial: "", typed: "Nat", saved: "Natural Stone" },
  { label: "Shape", options: shapes, initial: "Oval", typed: "Round", saved: "Round" },
  { label: "Jewelry Type", options: jewelryTypes, initial: "", typed: "Ring", saved: "Ring" },
  { label: "Metal", options: metals, initial: "", typed: "14K W", saved: "14K White Gold" },
  { label: "Type", options: stoneTypes, initial: "Diamond", typed: "Moiss", saved: "Moissanite" },
];

describe("the editors' pick-lists save the option typed", () => {
  for (const choice of choices) {
    it(`${choice.label}: "${choice.typed}", ↓, Enter saves ${choice.saved}`, async () => {
      const onSave = vi.fn();
      renderWithApp(
        <Stateful
          initial={choice.initial}
          onSave={onSave}
          render={(value, onChange) => (
            <ChoiceSelect label={choice.label} options={choice.options} value={value} onChange={onChange} />
          )}
        />,
      );
      const field = await typeDownEnter(choice.label, choice.typed);
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave).toHaveBeenLastCalledWith(choice.saved);
      expect(field.value).toBe(choice.saved);
    });
  }

  it('Color Mode: "color", ↓, Enter saves color, not color-dodge', async () => {
    const onSave = vi.fn();
    renderWithApp(
      <Stateful
        initial="normal"
        onSave={onSave}
        render={(value, onChange) => (
          <PickList
            label="Color Mode"
            data={colorModes}
            value={value}
            onChange={(next) => next && onChange(next)}
          />
        )}
      />,
    );
    await typeDownEnter("Color Mode", "color");
    expect(onSave).toHaveBeenLastCalledWith("color");
  });

  it('Template (diamond): "3", ↓, Enter saves template 3', async () => {
    const onSave = vi.fn();
    renderWithApp(
      <Stateful<DiamondTemplateId | null>
        initial={1}
        onSave={onSave}
        render={(value, onChange) => <TemplateSelect type="diamond" value={value} onChange={onChange} />}
      />,
    );
    const field = await typeDownEnter("Template", "3");
    expect(onSave).toHaveBeenLastCalledWith(3);
    expect(field.value).toMatch(/^3\. /);
  });

  it('Template (jewelry): "12", ↓, Enter saves template 12', async () => {
    const onSave = vi.fn();
    renderWithApp(
      <Stateful<JewelryTemplateId | null>
        initial={1}
        onSave={onSave}
        render={(value, onChange) => <TemplateSelect type="jewelry" value={value} onChange={onChange} />}
      />,
    );
    await typeDownEnter("Template", "12");
    expect(onSave).toHaveBeenLastCalledWith(12);
  });

  it('Asterisks: "**", ↓, Enter saves **, and "*" saves *', async () => {
    const onSave = vi.fn();
    renderWithApp(
      <Stateful<Asterisk>
        initial=""
        onSave={onSave}
        render={(value, onChange) => (
          <AsteriskSelect label="Clarity asterisks" value={value} onChange={onChange} />
        )}
      />,
    );
    await typeDownEnter("Clarity asterisks", "**");
    expect(onSave).toHaveBeenLastCalledWith("**");
    await typeDownEnter("Clarity asterisks", "*");
    expect(onSave).toHaveBeenLastCalledWith("*");
  });

  it('Color template "Gre" and Color "F": each saves the option typed', async () => {
    const onSave = vi.fn();
    const grades = { Standard: diamondStandardColorGrades, Green: ["Fancy Light", "Fancy"] };
    renderWithApp(
      <Stateful<ColorValue>
        initial={{ template: "Standard", value: "D", asterisks: "" }}
        onSave={onSave}
        render={(value, onChange) => (
          <ColorField
            value={value}
            onChange={onChange}
            grades={(template) => (template === "Green" ? grades.Green : grades.Standard)}
            required={false}
          />
        )}
      />,
    );
    await typeDownEnter("Color", "F");
    expect(onSave).toHaveBeenLastCalledWith({ template: "Standard", value: "F", asterisks: "" });
    await typeDownEnter("Color template", "Gre");
    expect(onSave).toHaveBeenLastCalledWith({ template: "Green", value: "", asterisks: "" });
  });

  it('Clarity: "VS1", ↓, Enter saves VS1, not VVS1', async () => {
    const onSave = vi.fn();
    renderWithApp(
      <Stateful<GradeValue>
        initial={{ value: "SI1", asterisks: "" }}
        onSave={onSave}
        render={(value, onChange) => (
          <GradeField
            label="Clarity"
            value={value}
            onChange={onChange}
            grades={diamondClarityGrades}
            required
          />
        )}
      />,
    );
    await typeDownEnter("Clarity", "VS1");
    expect(onSave).toHaveBeenLastCalledWith({ value: "VS1", asterisks: "" });
  });
});
