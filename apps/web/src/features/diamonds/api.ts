import type {
  Diamond,
  DiamondListItem,
  DiamondSave,
  DiamondSaveResult,
} from "@loupe/domain/diamonds/diamond";
import { certificateApi } from "../../lib/certificate-api";

const diamonds = certificateApi<Diamond, DiamondListItem, DiamondSave, DiamondSaveResult>(
  "diamonds",
  (result) => result.diamond,
);

export const diamondKeys = diamonds.keys;
export const diamondListQuery = diamonds.listQuery;
export const diamondQuery = diamonds.recordQuery;

export const diamondEditorApi = diamonds.editor;

export const useDeleteDiamond = diamonds.useDelete;

export const usePrintCard = diamonds.usePrintCard;
