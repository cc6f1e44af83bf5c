import { IconTemplate } from "@tabler/icons-react";
import type { MoreAction } from "../../../components/certificate-form/more-actions-menu";

// 'More actions' of the jewelry editor: mark the client SKU as defaulted (its template, color codes
// and modes).
export const saveSkuDefaultsAction = ({
  saving,
  busy,
  onClick,
}: {
  saving: boolean;
  busy: boolean;
  onClick: () => void;
}): MoreAction => ({
  label: "Save SKU Defaults",
  icon: <IconTemplate size={16} aria-hidden="true" />,
  onClick,
  disabled: busy || saving,
});
