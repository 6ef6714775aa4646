// Every field of a results line must be one its schema knows. A schema rebuilds each line
// from its checked fields only (./results-file.ts's ResultsSchema.line), so the rebuilt
// line is the schema's list of fields: a field of the line as read that the rebuilt one
// lacks, at any depth, is unknown, and refused rather than silently dropped (a record
// with an invented field is not the record bestfirst wrote, and two "duplicates" that
// differ only in it would otherwise pass as one).

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The path ("games[1].extra") of the first field of `read` that `known` lacks, walking
 * objects and arrays alike, or undefined when `read` has no field `known` lacks.
 */
export function unknownField(read: unknown, known: unknown, path = ""): string | undefined {
  if (Array.isArray(read) && Array.isArray(known)) {
    for (let i = 0; i < read.length && i < known.length; i++) {
      const found = unknownField(read[i], known[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(read) || !isObject(known)) return undefined;
  for (const key of Object.keys(read)) {
    const at = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(known, key)) return at;
    const found = unknownField(read[key], known[key], at);
    if (found) return found;
  }
  return undefined;
}
