/**
 * A marker item (site table) that says a generated data set or an import was written: a restart
 * finds it and writes nothing again, so what users changed in that data stays.
 * `name` names the data set, `version` its edition (a file date, a season).
 */
export const seedMarkerKey = (name: string, version: string) => ({ pk: `SEED#${name}`, sk: version });
