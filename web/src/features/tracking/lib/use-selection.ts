import type { TrackingRecord } from '@beewatch/shared';
import { useCallback, useMemo, useState } from 'react';

/**
 * Checked records, kept by id with the record itself: Map Selected needs the coordinates of
 * every checked row, and the selection survives sorting and further pages.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, TrackingRecord>>(new Map());

  const toggle = useCallback((record: TrackingRecord, on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(record.HornetTrackingID, record);
      else next.delete(record.HornetTrackingID);
      return next;
    });
  }, []);

  const setMany = useCallback((records: TrackingRecord[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of records) {
        if (on) next.set(r.HornetTrackingID, r);
        else next.delete(r.HornetTrackingID);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const ids = useMemo(() => new Set(selected.keys()), [selected]);

  return { selected, ids, toggle, setMany, clear };
}
