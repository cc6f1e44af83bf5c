import type { DiamondCardData } from "../diamonds/card-data";
import type { JewelryCardData } from "../jewelry/card-data";

// The body of the card-printing service's updateDataTable (spec 000 §7, 001 §7.2): one shape per
// certificate type, told apart by its Type. Each type's domain folder builds its own.
export type CardData = DiamondCardData | JewelryCardData;
export type CardType = CardData["Type"];
