import { useCallback, useEffect, useState } from "react";

// Code a screen does not need to be drawn (pickers, tooltips) loads when the user shows intent
// to use it: a pointer over it, a focus, a touch. Until then every user of the hook gets null and
// renders a stand-in; `load` starts the download (once) and every user re-renders when it is in.
export function deferredModule<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const listeners = new Set<(module: Module) => void>();
  const load = () => {
    loading ??= importModule().then((module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    });
    return loading;
  };

  function useDeferredModule(): { module: Module | null; load: () => void } {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      if (loaded) setModule(loaded);
      listeners.add(setModule);
      return () => {
        listeners.delete(setModule);
      };
    }, [module]);
    return { module, load: useCallback(() => void load(), []) };
  }
  // Starts the download from outside a component (a screen that knows it will need it).
  return Object.assign(useDeferredModule, { preload: () => void load() });
}
