// A text being rewritten for the detector, where every character remembers the span of the
// original text it came from: whatever a rule finds in the rewritten text is reported as a span of
// what the family typed (UTF-16 offsets, end exclusive).
import { execNear } from './anchored';

/** A text's spans, read again from its original (`MappedText.later`). */
export type SpansOf = (original: string) => [Int32Array, Int32Array];

export class MappedText {
  private constructor(
    readonly text: string,
    /**
     * For each UTF-16 unit of `text`, where its source begins in the original, and where it
     * ends; null when each unit is the original's own (a plain ASCII text, only lower-cased).
     */
    private starts: Int32Array | null,
    private ends: Int32Array | null,
    /**
     * A reading whose spans are worked out only when asked for: the original and what reads it
     * again with its spans. Most texts are read, searched and let go without a span ever being
     * asked for (nothing found, nothing rewritten), and the spans were most of their bytes.
     */
    private pending: { original: string; spans: SpansOf } | null = null,
  ) {}

  /** A text whose every unit is the original's own, one for one (plain ASCII, lower-cased). */
  static same(text: string): MappedText {
    return new MappedText(text, null, null);
  }

  /** For a builder: a text and its units' spans, as built. */
  static build(text: string, starts: Int32Array, ends: Int32Array): MappedText {
    return new MappedText(text, starts, ends);
  }

  /** A text whose spans `spans(original)` works out when first asked for (see `pending`). */
  static later(text: string, original: string, spans: SpansOf): MappedText {
    return new MappedText(text, null, null, { original, spans });
  }

  private resolve(): void {
    if (!this.pending) return;
    const { original, spans } = this.pending;
    this.pending = null;
    const [starts, ends] = spans(original);
    this.starts = starts;
    this.ends = ends;
  }

  /** The original span behind `text.slice(from, to)`. */
  span(from: number, to: number): { start: number; end: number } {
    this.resolve();
    const last = Math.max(from, to - 1);
    if (!this.starts || !this.ends) return { start: from, end: last + 1 };
    return { start: this.starts[from] ?? 0, end: this.ends[last] ?? 0 };
  }

  /**
   * Rewrites every match of `pattern` (global) with `replace(match)`; the characters written
   * for a match all point at the match's whole original span. `null` keeps the match as it is.
   * Without a match the text itself is answered, nothing copied. With `anchors`, `pattern` is
   * sticky and tried only near them (anchored.ts's `execNear`), matching as the global one does.
   */
  rewrite(
    pattern: RegExp,
    replace: (match: RegExpExecArray) => string | null,
    anchors?: RegExp,
  ): MappedText {
    let builder: Builder | null = null;
    let at = 0;
    const value = this.text;
    for (let from = 0; ; ) {
      pattern.lastIndex = from;
      const m = anchors ? execNear(value, pattern, anchors, from) : pattern.exec(value);
      if (!m) break;
      from = m.index + m[0].length;
      if (m[0].length === 0) {
        from += 1;
        continue;
      }
      const replacement = replace(m);
      if (replacement === null) continue;
      builder ??= new Builder(this.text.length);
      builder.copy(this, at, m.index);
      const end = m.index + m[0].length;
      const { start, end: stop } = this.span(m.index, end);
      builder.write(replacement, start, stop);
      at = end;
    }
    if (!builder) return this;
    builder.copy(this, at, this.text.length);
    return builder.done();
  }

  /** Copies units [from, to) of this text's spans into `starts`/`ends` at `offset`. */
  copySpans(from: number, to: number, starts: Int32Array, ends: Int32Array, offset: number): void {
    this.resolve();
    if (!this.starts || !this.ends) {
      for (let i = from; i < to; i += 1) {
        starts[offset + i - from] = i;
        ends[offset + i - from] = i + 1;
      }
      return;
    }
    starts.set(this.starts.subarray(from, to), offset);
    ends.set(this.ends.subarray(from, to), offset);
  }
}

/**
 * Where the spans of the texts a check builds are kept: pieces of two long arrays, all taken back
 * when the next check begins (`freeSpans`, called as `detect` and the split read begin; no text
 * built by one check is read in the next). Two new arrays per built text were two ArrayBuffers,
 * and sweeping those was most of a young-generation collection's pause (decision 019).
 */
let SPAN_STARTS = new Int32Array(1 << 16);
let SPAN_ENDS = new Int32Array(1 << 16);
let spanTop = 0;

/** The spans handed out so far are free again: a new check begins. */
export function freeSpans(): void {
  spanTop = 0;
}

/**
 * Where `size` units of spans begin in SPAN_STARTS and SPAN_ENDS (read them after the call: a full
 * pair is replaced by a larger one, and the pieces handed out before keep the old pair).
 */
function takeSpans(size: number): number {
  if (spanTop + size > SPAN_STARTS.length) {
    const grown = Math.max(SPAN_STARTS.length * 2, size * 2);
    SPAN_STARTS = new Int32Array(grown);
    SPAN_ENDS = new Int32Array(grown);
    spanTop = 0;
  }
  const at = spanTop;
  spanTop += size;
  return at;
}

/** Copies of `starts` and `ends` (the same length) kept until the next check begins. */
export function keptSpans(starts: Int32Array, ends: Int32Array): [Int32Array, Int32Array] {
  const at = takeSpans(starts.length);
  const keptStarts = SPAN_STARTS.subarray(at, at + starts.length);
  const keptEnds = SPAN_ENDS.subarray(at, at + starts.length);
  keptStarts.set(starts);
  keptEnds.set(ends);
  return [keptStarts, keptEnds];
}

/** Writes a new mapped text piece by piece. */
export class Builder {
  private readonly parts: string[] = [];
  private length = 0;
  private starts: Int32Array;
  private ends: Int32Array;

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    const at = takeSpans(size);
    this.starts = SPAN_STARTS.subarray(at, at + size);
    this.ends = SPAN_ENDS.subarray(at, at + size);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.starts.length) return;
    const size = Math.max(this.starts.length * 2, this.length + extra);
    const at = takeSpans(size);
    const starts = SPAN_STARTS.subarray(at, at + size);
    const ends = SPAN_ENDS.subarray(at, at + size);
    starts.set(this.starts.subarray(0, this.length));
    ends.set(this.ends.subarray(0, this.length));
    this.starts = starts;
    this.ends = ends;
  }

  /** `value` written in place of the original span [start, end). */
  write(value: string, start: number, end: number): void {
    this.reserve(value.length);
    this.parts.push(value);
    if (value.length === 1) {
      this.starts[this.length] = start;
      this.ends[this.length] = end;
    } else {
      this.starts.fill(start, this.length, this.length + value.length);
      this.ends.fill(end, this.length, this.length + value.length);
    }
    this.length += value.length;
  }

  /** `value`, which is the original's own characters from `start` on, one for one. */
  writeSame(value: string, start: number): void {
    this.reserve(value.length);
    this.parts.push(value);
    for (let i = 0; i < value.length; i += 1) {
      this.starts[this.length + i] = start + i;
      this.ends[this.length + i] = start + i + 1;
    }
    this.length += value.length;
  }

  /** `source.text.slice(from, to)` with its own spans. */
  copy(source: MappedText, from: number, to: number): void {
    if (to <= from) return;
    this.reserve(to - from);
    this.parts.push(source.text.slice(from, to));
    source.copySpans(from, to, this.starts, this.ends, this.length);
    this.length += to - from;
  }

  done(): MappedText {
    return MappedText.build(
      this.parts.join(''),
      this.starts.subarray(0, this.length),
      this.ends.subarray(0, this.length),
    );
  }
}
