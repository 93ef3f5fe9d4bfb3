/** Abbreviations people type for words of place names: "St. James" is "Saint James". */
const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mount",
  ft: "fort",
  pt: "point",
};

/** Typed text reduced to its words: case, accents, punctuation and spacing go. */
export function normaliseWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A city name reduced to what tells cities apart, abbreviations spelled out. */
export function normaliseCityName(name: string): string {
  return normaliseWords(name)
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}

export function isSameCityName(typed: string, known: string): boolean {
  return normaliseCityName(typed) === normaliseCityName(known);
}
