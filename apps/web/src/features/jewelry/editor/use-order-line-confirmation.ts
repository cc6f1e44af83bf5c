import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import type { OrderLineConfirmationInput } from "@loupe/domain/jewelry/jewelry-api";
import { hasOrderLine, orderLineInscription, orderLineText } from "@loupe/domain/jewelry/order-line";
import {
  isEmptyChangeSet,
  type OrderLineMember,
  orderLineChangeSet,
} from "@loupe/domain/jewelry/order-line-changes";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { orderLineQuery } from "../api";

export type OrderLineQuestion = {
  orderLine: string;
  saved: JewelrySave;
  certificateNumber: string;
  members: OrderLineMember[];
  // Companies and logos by id, for the values shown.
  names: Readonly<Record<string, string>>;
};

// What the user answered: to save with this confirmation, or not to save.
type Answer = OrderLineConfirmationInput | null;

// A plain Save of a record with an order and line number makes the order-line rule's changes
// (spec 001 §7.1): the saved record's inscription, the other records' grading. Whenever the rule
// changes anything the user is shown every change first (the domain's change set, the line read
// afresh), may keep the typed inscription, and may stop; the save then carries what was confirmed.
export function useOrderLineConfirmation(excludeId: string | null) {
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<OrderLineQuestion | null>(null);
  const answer = useRef<(answer: Answer) => void>(() => {});

  // Resolves to the confirmation to send (undefined when the rule changes nothing), or null when
  // the user stopped; throws when the line cannot be read.
  async function confirm(
    body: JewelrySave,
    names: Readonly<Record<string, string>>,
  ): Promise<OrderLineConfirmationInput | null | undefined> {
    if (!hasOrderLine(body) || body.lineNumber === null) return undefined;
    const line = await queryClient.fetchQuery(orderLineQuery(body.orderNumber, body.lineNumber, excludeId));
    const changes = orderLineChangeSet(body, line.members, { keepInscription: false });
    if (isEmptyChangeSet(changes)) return undefined;
    return new Promise((resolve) => {
      answer.current = resolve;
      setQuestion({
        orderLine: orderLineText(body.orderNumber, body.lineNumber),
        saved: body,
        certificateNumber: body.certificateNumber,
        members: line.members,
        names: { ...line.names, ...names },
      });
    });
  }

  function onAnswer(proceed: boolean, keepInscription: boolean) {
    const members = question?.members.map(({ id, version }) => ({ id, version })) ?? [];
    setQuestion(null);
    answer.current(proceed ? { members, keepInscription } : null);
  }

  return { confirm, question, onAnswer };
}

// Whether the saved record's own inscription is one the user typed and may keep.
export const keepsInscription = (saved: JewelrySave) =>
  saved.inscription !== "" && saved.inscription !== orderLineInscription;
