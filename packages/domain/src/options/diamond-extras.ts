// Diamond origin and the data-only lists of the diamond form (spec 000 §2 and §3).

export const manufacturedAsValues = ["Lab Grown", "Natural Stone"] as const;
export type ManufacturedAs = (typeof manufacturedAsValues)[number];

// The list's origin filter. "Natural" is not a stored value: the spec leaves its mapping open, and
// we let it match every record that is not lab grown (ManufacturedAs "Natural Stone" or empty).
export const originFilterOptions = ["Lab Grown", "Natural Stone", "Natural"] as const;
export type OriginFilter = (typeof originFilterOptions)[number];

// The stored ManufacturedAs an origin filter selects: one value, or every value but one. Database
// conditions are built from this, so the mapping of "Natural" is stated once.
export function originFilterRule(filter: OriginFilter): { is: ManufacturedAs } | { isNot: ManufacturedAs } {
  return filter === "Natural" ? { isNot: "Lab Grown" } : { is: filter };
}

export function matchesOriginFilter(
  filter: OriginFilter,
  manufacturedAs: string | null | undefined,
): boolean {
  const rule = originFilterRule(filter);
  return "is" in rule ? manufacturedAs === rule.is : manufacturedAs !== rule.isNot;
}

// Present in the diamond form's data but offered on no screen.
export const diamondEffects = ["None", "Shine", "Confetti", "Hearts"] as const;
export type DiamondEffect = (typeof diamondEffects)[number];

export const diamondLabs = ["GIA", "HRD", "EGL"] as const;
export type DiamondLab = (typeof diamondLabs)[number];
