import { useEffect, useState } from "react";

// Code a screen does not need to be drawn (tooltips, pickers) loads once the screen is drawn: every
// user of the hook gets null until then, and renders a stand-in.
export function deferredModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };

  return function useDeferredModule(): Module | null {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (!module) void start().then(setModule);
    }, [module]);
    return module;
  };
}
