import type { TrackingRecord } from '@beewatch/shared';
import { useCallback, useMemo, useState } from 'react';

/**
 * Checked records, kept by id with the record itself: Map Selected needs the coordinates of
 * every checked row, and the selection survives sorting and further pages. `matching` is the
 * 'select all N matching records' mode: the selection is then every record of the list's query
 * (loaded or not), and Export/Map Selected ask the server by the query instead of by id.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, TrackingRecord>>(new Map());
  const [matching, setMatching] = useState(false);

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

  /** Selects every record matching the query: `loaded` are checked too, for the rows shown. */
  const selectMatching = useCallback((loaded: TrackingRecord[]) => {
    setSelected(new Map(loaded.map((r) => [r.HornetTrackingID, r])));
    setMatching(true);
  }, []);

  /** Back to checked rows: the loaded ones stay checked except `except` (Gmail's behaviour). */
  const leaveMatching = useCallback((loaded: TrackingRecord[], except?: TrackingRecord) => {
    setSelected(
      new Map(
        loaded
          .filter((r) => r.HornetTrackingID !== except?.HornetTrackingID)
          .map((r) => [r.HornetTrackingID, r]),
      ),
    );
    setMatching(false);
  }, []);

  const clear = useCallback(() => {
    setSelected(new Map());
    setMatching(false);
  }, []);
  const ids = useMemo(() => new Set(selected.keys()), [selected]);

  return { selected, ids, matching, toggle, setMany, selectMatching, leaveMatching, clear };
}
