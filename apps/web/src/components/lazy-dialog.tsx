import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

// A dialog whose code loads when it first opens (or on `preload`, from a hover or focus on what
// opens it): a screen draws without it. Once loaded it stays mounted, so it animates in and out as
// an eagerly loaded one does (it mounts closed, then opens).
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  closedProps: Partial<Props>,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Loaded = lazy(preload);

  function LazyDialog(props: Props) {
    const opened = isOpen(props);
    const [wanted, setWanted] = useState(opened);
    const [ready, setReady] = useState(false);
    if (opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} {...(ready ? {} : closedProps)} />
        <Ready onReady={() => setReady(true)} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void preload() });
}
