/**
 * What the embedded database (PGlite) changes of PostgreSQL's defaults, as `name=value`
 * (EMBEDDED_DATABASE_SETTINGS replaces the list; decision 051).
 *
 * `wal_init_zero=off`: a new write-ahead log segment is not filled with zeros before use. PGlite
 * writes through the process's file calls, and a 10,000-row upload fills about fifteen 16 MB
 * segments: each zeroing held the batch that crossed into it for about 50 ms. PGlite already runs
 * without fsync, so zeroing bought no durability here; it only reserved the disk blocks ahead.
 */
export const EMBEDDED_SETTINGS = ['wal_init_zero=off'];
