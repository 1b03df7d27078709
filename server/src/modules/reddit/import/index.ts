export { importDump, DumpImportError, type ImportOptions, type ImportProgress, type ImportStats, type MalformedLine } from './importer';
export { parseDumpLine, decodeEntities, type ImportedComment, type ImportedPost, type ParsedLine, type SkipReason } from './mapper';
export { openDump, sniffFormat, formatFromName, DumpReadError, type DumpFormat, type DumpLine, type OpenDumpOptions } from './reader';
export { ImportBatch, writeBatch, upsertPosts, upsertComments, upsertSubreddits, type BatchCounts, type UpsertCounts } from './upserter';
export { formatMalformed, formatProgress, formatSummary } from './report';
export { chooseZstdDecoder, findZstdCommand, nativeZstdAvailable, zstdWindowSize, type ZstdDecoder, type ZstdOptions } from './zstd';
