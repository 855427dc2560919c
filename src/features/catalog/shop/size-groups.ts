/** The size filter's values by kind (capability `facets`): the API sends them grouped and in order, each with its `group`. */
import type { FacetValue, SizeGroup } from '@/types/api';

export interface SizeRun {
  /** Absent when the API names no kind: then the sizes are one list, as before kinds were sent. */
  group?: SizeGroup;
  values: FacetValue[];
}

/** Consecutive sizes of one kind together, in the order they came; a kind that comes back later starts a run of its own. */
export function sizeRuns(values: readonly FacetValue[]): SizeRun[] {
  const runs: SizeRun[] = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && last.group === value.group) last.values.push(value);
    else runs.push({ ...(value.group && { group: value.group }), values: [value] });
  }
  return runs;
}
