import type { JewelrySave } from "./jewelry";
import { mainStoneCardShown } from "./jewelry-fields";
import { centerStonesShown, sideStoneCardShown } from "./jewelry-template-rules";

// ColoredStone, set on Save; the card printer reads it. The spec (001 §4.1) has it false only if
// both the main and the side stone types contain 'Diamond'. Taken literally, a diamond solitaire
// (no side stones, so an empty side type) would count as colored; its intent is that a piece whose
// stones are all diamonds is not colored, so only the stones the piece has count:
// - the main stone, or both center stones on templates 4 and 13 (none on 19 'Metal Only');
// - the side stones when present (their card shows: the switch is on, or template 15, 16, 20);
// - a stone typed 'None' is no stone.
// A stone counted whose type is empty is not known to be a diamond, so it still counts as colored,
// as the spec's rule has it. Types match in any case ('lab grown diamond' from attributes).
type StoneRecord = Pick<
  JewelrySave,
  "templateId" | "mainStone" | "hasSideStones" | "sideStone" | "isMultipleCenterStones" | "centerStones"
>;

export function isColoredStone(record: StoneRecord): boolean {
  return pieceStoneTypes(record).some((type) => !/diamond/i.test(type));
}

function pieceStoneTypes(record: StoneRecord): string[] {
  const primary = centerStonesShown(record)
    ? record.centerStones
    : mainStoneCardShown(record.templateId)
      ? [record.mainStone]
      : [];
  const side = sideStoneCardShown(record.templateId, record.hasSideStones) ? [record.sideStone] : [];
  return [...primary, ...side].map((stone) => stone.type.trim()).filter((type) => !/^none$/i.test(type));
}
