import { maxCenterStones } from "../constants";
import { messages } from "../messages";
import { jewelryTypes } from "../options/jewelry";
import type { JewelryTemplateId } from "../options/jewelry-templates";
import type { JewelrySave } from "./jewelry";
import { blankCenterStone, type CenterStone, type MainStone } from "./stones";

// What choosing a template does in the jewelry editor (spec 001 §4.2), as pure functions the
// editor and the server share.

const multipleCenterStoneTemplates: readonly JewelryTemplateId[] = [4, 13];
const sideStoneSwitchHiddenOn: readonly JewelryTemplateId[] = [2, 4, 8, 9, 13, 14, 15, 16, 17, 19, 20];
const sideStoneCardForcedOn: readonly JewelryTemplateId[] = [15, 16, 20];
// The templates whose names make a gem the primary stone: 15 'Gem Stone as Primary', 17 'Only
// Gem Stones', 20 'Gem Stones as Primary and Sidestones'.
const gemPrimaryTemplates: readonly JewelryTemplateId[] = [15, 17, 20];

export function usesMultipleCenterStones(templateId: JewelryTemplateId): boolean {
  return multipleCenterStoneTemplates.includes(templateId);
}

// Templates 4 and 13 with multiple center stones on: the center stones take the main stone's
// place (the editor's tabs, the public page, the printed card, ColoredStone).
export function centerStonesShown(
  record: Pick<JewelrySave, "templateId" | "isMultipleCenterStones" | "centerStones">,
): boolean {
  return (
    usesMultipleCenterStones(record.templateId) &&
    record.isMultipleCenterStones &&
    record.centerStones.length > 0
  );
}

const restrictedJewelryTypes: Partial<Record<JewelryTemplateId, readonly string[]>> = {
  5: ["Pendant", "Necklace", "Ring"],
};

// Template 5 restricts the jewelry type; every other template offers the full list (which the
// 'jewelry_type' attribute extends).
export function allowedJewelryTypes(templateId: JewelryTemplateId): readonly string[] {
  return restrictedJewelryTypes[templateId] ?? jewelryTypes;
}

function keptJewelryType(jewelryType: string, templateId: JewelryTemplateId): string {
  const restricted = restrictedJewelryTypes[templateId];
  return restricted && !restricted.includes(jewelryType) ? "" : jewelryType;
}

export function sideStoneSwitchShown(templateId: JewelryTemplateId): boolean {
  return !sideStoneSwitchHiddenOn.includes(templateId);
}

// The Side Stone card shows when the switch is on or the template is 15, 16 or 20. A hidden
// switch counts as off, so a 'No Sides' template never shows side stones left from another.
export function sideStoneCardShown(templateId: JewelryTemplateId, hasSideStones: boolean): boolean {
  return sideStoneCardForcedOn.includes(templateId) || (hasSideStones && sideStoneSwitchShown(templateId));
}

export function mainStoneTitle(templateId: JewelryTemplateId): "Gem Stone" | "Main Stone" {
  return gemPrimaryTemplates.includes(templateId) ? "Gem Stone" : "Main Stone";
}

// A center stone with the single main stone's grading (an existing item switching to 4 or 13).
export function centerStoneFrom(stone: MainStone): CenterStone {
  const { type, shape, cut, polish, symmetry, weight, measurements, table, depth, color, clarity } = stone;
  return { type, shape, cut, polish, symmetry, weight, measurements, table, depth, color, clarity };
}

function centerStonesFor(record: JewelrySave, existing: boolean): CenterStone[] {
  if (record.centerStones.length > 0) return record.centerStones;
  return existing ? [centerStoneFrom(record.mainStone)] : [blankCenterStone(), blankCenterStone()];
}

// The record with a template chosen (`existing`: the item was saved before):
// - 4 and 13 turn multiple center stones on and side stones off, with two blank center stones,
//   or one seeded from the single stone for an existing item; stones already there are kept
//   (switching between 4 and 13 loses nothing);
// - every other template turns multiple center stones off (the stones stay, unused);
// - 10 also turns side stones off, 20 turns them on;
// - 2 needs the second color and clarity, which every record has (blank by default);
// - a jewelry type a restricting template (5) does not allow is cleared.
export function applyJewelryTemplate(
  record: JewelrySave,
  templateId: JewelryTemplateId,
  options: { existing: boolean },
): JewelrySave {
  const multiple = usesMultipleCenterStones(templateId);
  const hasSideStones =
    multiple || templateId === 10 ? false : templateId === 20 ? true : record.hasSideStones;
  return {
    ...record,
    templateId,
    jewelryType: keptJewelryType(record.jewelryType, templateId),
    isMultipleCenterStones: multiple,
    centerStones: multiple ? centerStonesFor(record, options.existing) : record.centerStones,
    hasSideStones,
  };
}

export type AddCenterStoneResult =
  | { ok: true; stones: CenterStone[] }
  | { ok: false; title: string; message: string };

// Adding a third center stone is refused with the spec's alert (001 §4.2, §8).
export function addCenterStone(stones: readonly CenterStone[]): AddCenterStoneResult {
  if (stones.length >= maxCenterStones) {
    return { ok: false, title: messages.maxCenterStonesTitle, message: messages.maxCenterStones };
  }
  return { ok: true, stones: [...stones, blankCenterStone()] };
}
