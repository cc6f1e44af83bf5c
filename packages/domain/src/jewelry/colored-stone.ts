// ColoredStone, set on plain Save (spec 001 §4.1): false only if both the main and the side stone
// types contain 'Diamond' (any case: attributes may add 'lab grown diamond'); otherwise true. As
// the spec has it, a piece without side stones (empty side type) counts as colored; the card
// printer reads this flag.
export function isColoredStone(record: {
  mainStone: { type: string };
  sideStone: { type: string };
}): boolean {
  const isDiamond = (type: string) => /diamond/i.test(type);
  return !(isDiamond(record.mainStone.type) && isDiamond(record.sideStone.type));
}
