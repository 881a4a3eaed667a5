// The page's words, from one catalogue per language (strings-en.json, strings-ko.json).
// The language is, in order: ?lang= in the address, the switch on the page (kept in
// localStorage), the browser's languages (Korean when the first Korean or English one
// is Korean), else English.  t("play.hint") gives a string; {name} in it is filled
// from the second argument.  Elements with data-i18n="key" get their text from the
// catalogue, data-i18n-title / data-i18n-placeholder / data-i18n-aria their attributes.
"use strict";

export const LANGUAGES = ["en", "ko"];
const STORE = "fewest-lang";

function chosen() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (LANGUAGES.includes(asked)) return asked;
  let kept = null;
  try { kept = localStorage.getItem(STORE); } catch (e) { kept = null; }
  if (LANGUAGES.includes(kept)) return kept;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export const lang = chosen();

async function load(code) {
  try {
    const response = await fetch("/static/strings-" + code + ".json");
    return response.ok ? await response.json() : {};
  } catch (e) {
    return {};
  }
}

const english = await load("en");
const words = lang === "en" ? english : {...english, ...(await load(lang))};

/** The string for `key` in the page's language (English when the catalogue lacks it). */
export function t(key, vars) {
  let text = key in words ? words[key] : key;
  for (const [name, value] of Object.entries(vars || {})) {
    text = text.split("{" + name + "}").join(String(value));
  }
  return text;
}

/** A watched search's name as people write it (BFS, A*), from the catalogue. */
export function algorithmName(name) {
  const key = "algorithm." + name;
  return key in words ? words[key] : name;
}

/** Every [key, string] of the page's catalogue whose key starts with `prefix`. */
export function entries(prefix) {
  return Object.entries(words).filter(([key]) => key.startsWith(prefix));
}

/** Fill every data-i18n* element under `root` from the catalogue. */
export function applyI18n(root) {
  const scope = root || document;
  for (const node of scope.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  const attributes = {i18nTitle: "title", i18nPlaceholder: "placeholder", i18nAria: "aria-label"};
  for (const [data, attribute] of Object.entries(attributes)) {
    const selector = "[data-" + data.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()) + "]";
    for (const node of scope.querySelectorAll(selector)) node.setAttribute(attribute, t(node.dataset[data]));
  }
  document.documentElement.lang = lang;
}

/** Switch the page's language (kept for the next visit) and reload it, at `address` when
 * given (the play page's game, so that the board and its moves stay). */
export function switchTo(code, address) {
  try { localStorage.setItem(STORE, code); } catch (e) { /* private mode: this visit only */ }
  const url = new URL(address || location.href, location.href);
  url.searchParams.delete("lang");
  location.href = url.toString();
}
