import { useEffect } from "react";
import { useNavigate } from "react-router";

// Goes to `path` once `delayMs` has passed while `active` stays true.
export function useRedirectAfter(active: boolean, path: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, path, delayMs, navigate]);
}
