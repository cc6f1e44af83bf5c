// Jewelry editor option lists (spec 001 §3.3). Where the spec gives only a count and examples,
// the lists are completed with the trade's usual names.

export const jewelryTypes = [
  "Pendant",
  "Necklace",
  "Bracelet",
  "Hoops",
  "Ring",
  "Rings",
  "Earring",
  "Watch",
  "Solitaire",
  "Brooch",
  "Studs",
  "Watch Bezel",
  "Wedding Set",
] as const;
export type JewelryType = (typeof jewelryTypes)[number];

export const metals = [
  "10K Yellow Gold",
  "10K White Gold",
  "10K Rose Gold",
  "10K Two-Tone Gold",
  "14K Yellow Gold",
  "14K White Gold",
  "14K Rose Gold",
  "14K Two-Tone Gold",
  "14K Tri-Color Gold",
  "18K Yellow Gold",
  "18K White Gold",
  "18K Rose Gold",
  "18K Two-Tone Gold",
  "18K Tri-Color Gold",
  "22K Yellow Gold",
  "22K White Gold",
  "22K Rose Gold",
  "24K Yellow Gold",
  "Platinum",
  "Platinum 950",
  "Platinum 900",
  "Platinum & 18K Yellow Gold",
  "Platinum & 18K Rose Gold",
  "Palladium",
  "Palladium 950",
  "Silver",
  "Sterling Silver 925",
  "Gold Plated Silver",
  "Rhodium Plated Silver",
  "Vermeil",
  "Titanium",
  "Tungsten",
  "Stainless Steel",
  "Cobalt",
  "Tantalum",
  "Mixed Metals",
  "Brass",
  "Gold Filled",
  "Gold Plated",
  "Rhodium Plated",
  "Other",
] as const;
export type Metal = (typeof metals)[number];

export const stoneTypes = [
  "Diamond",
  "Lab Grown Diamond",
  "Diamond Accent",
  "Lab Grown Diamond Accent",
  "Black Diamond",
  "Moissanite",
  "Cubic Zirconia",
  "Pearl",
  "Akoya Pearl",
  "Freshwater Pearl",
  "South Sea Pearl",
  "Tahitian Pearl",
  "Keshi Pearl",
  "Baroque Pearl",
  "Mother of Pearl",
  "Alexandrite",
  "Amethyst",
  "Aquamarine",
  "Chalcedony",
  "Citrine",
  "Coral",
  "Emerald",
  "Garnet",
  "Iolite",
  "Jade",
  "Kunzite",
  "Lapis Lazuli",
  "Malachite",
  "Moonstone",
  "Morganite",
  "Onyx",
  "Opal",
  "Peridot",
  "Quartz",
  "Rose Quartz",
  "Smoky Quartz",
  "Rhodolite",
  "Ruby",
  "Lab Created Ruby",
  "Sapphire",
  "Lab Created Sapphire",
  "Pink Sapphire",
  "Yellow Sapphire",
  "White Sapphire",
  "Spinel",
  "Tanzanite",
  "Topaz",
  "Blue Topaz",
  "London Blue Topaz",
  "Tourmaline",
  "Pink Tourmaline",
  "Tsavorite",
  "Turquoise",
  "Zircon",
  "None",
  "Other Gemstone",
] as const;
export type StoneType = (typeof stoneTypes)[number];

// How the stone color is laid over the stone picture: the 16 CSS mix-blend-mode keywords followed by
// the five CSS-wide keywords, which makes the spec's 21 values, all valid for mix-blend-mode.
export const colorModes = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
  "color-dodge",
  "color-burn",
  "hard-light",
  "soft-light",
  "difference",
  "exclusion",
  "hue",
  "saturation",
  "color",
  "luminosity",
  "inherit",
  "initial",
  "revert",
  "revert-layer",
  "unset",
] as const;
export type ColorMode = (typeof colorModes)[number];

export function isColorMode(value: string): value is ColorMode {
  return (colorModes as readonly string[]).includes(value);
}

// Quality assurance results (spec 001 §3.1); billing shows only Passed items (§4.4).
export const qaStatuses = ["Passed", "Failed", "Skipped"] as const;
export type QaStatus = (typeof qaStatuses)[number];

export function isQaStatus(value: string): value is QaStatus {
  return (qaStatuses as readonly string[]).includes(value);
}

export const DEFAULT_COLOR_MODE: ColorMode = "color";
export const DEFAULT_COLOR_CODE = "#FFFFFF";

// Gem and colored-diamond names to the color code the editor fills in.
export const gemstoneColors = {
  Diamond: "#FFFFFF",
  Emerald: "#50C878",
  Ruby: "#E0115F",
  Sapphire: "#0F52BA",
  "Pink Sapphire": "#F77FBE",
  "Yellow Sapphire": "#FFD800",
  Alexandrite: "#598C74",
  Amethyst: "#9966CC",
  Aquamarine: "#7FFFD4",
  Citrine: "#E4D00A",
  Coral: "#FF7F50",
  Garnet: "#733635",
  Jade: "#00A86B",
  "Lapis Lazuli": "#26619C",
  Moonstone: "#E6E8FA",
  Morganite: "#F4C2C2",
  Onyx: "#353839",
  Opal: "#A8C3BC",
  Peridot: "#E6E200",
  Spinel: "#D10047",
  Tanzanite: "#4D5AAF",
  Topaz: "#FFC87C",
  "Blue Topaz": "#4FA9E0",
  Tourmaline: "#86A1A9",
  Turquoise: "#40E0D0",
  Pearl: "#EAE0C8",
  "White Pearl": "#F8F6F0",
  "Akoya Pearl": "#F5F0E6",
  "Freshwater Pearl": "#F3EDE4",
  "South Sea Pearl": "#F3E5AB",
  "Golden South Sea Pearl": "#E6BE8A",
  "Tahitian Pearl": "#3B3C36",
  "Black Pearl": "#2B2B2B",
  "Pink Pearl": "#E7ACCF",
  "Keshi Pearl": "#EFE6DA",
  "Baroque Pearl": "#ECE3D4",
  "Mother of Pearl": "#E8E4E1",
  Champagne: "#F7E7CE",
  Black: "#000000",
  Blue: "#1F75FE",
  Yellow: "#FFD700",
  Brown: "#964B00",
  Pink: "#FFC0CB",
  Green: "#3CB371",
  Red: "#C80815",
  Orange: "#FF8C00",
  Purple: "#800080",
  Gray: "#808080",
} as const satisfies Readonly<Record<string, `#${string}`>>;
export type GemstoneColorName = keyof typeof gemstoneColors;

// The color code of a gem or colored-diamond name the map knows ('Ruby'), else null: the editor
// fills it in when a stone's type or color is chosen, and leaves a code it does not know alone.
export function knownGemstoneColor(name: string): string | null {
  return Object.hasOwn(gemstoneColors, name) ? gemstoneColors[name as GemstoneColorName] : null;
}

export function gemstoneColorCode(name: string): string {
  return knownGemstoneColor(name) ?? DEFAULT_COLOR_CODE;
}
