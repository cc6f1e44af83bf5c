import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { hasOrderLine, orderLineText } from "@loupe/domain/jewelry/order-line";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { orderLineCountQuery } from "../api";

type Question = { others: number; orderLine: string };

// A plain Save of a record with an order and line number rewrites the line's other records
// (spec 001 §7.1): the user is told how many first, and may stop.
export function useOrderLineConfirmation(excludeId: string | null) {
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(proceed: boolean) => void>(() => {});

  // Resolves true to go on; throws when the count cannot be read.
  async function confirm(body: JewelrySave): Promise<boolean> {
    if (!hasOrderLine(body) || body.lineNumber === null) return true;
    const count = await queryClient.fetchQuery(
      orderLineCountQuery(body.orderNumber, body.lineNumber, excludeId),
    );
    if (count.others === 0) return true;
    return new Promise((resolve) => {
      answer.current = resolve;
      setQuestion({ others: count.others, orderLine: orderLineText(body.orderNumber, body.lineNumber) });
    });
  }

  function onAnswer(proceed: boolean) {
    setQuestion(null);
    answer.current(proceed);
  }

  return { confirm, question, onAnswer };
}
