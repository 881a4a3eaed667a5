// A problem answered by a computation, not a path of moves (boj-7576's ripening days, an
// every-node Dijkstra): the play page shows its case, the answer as the judge prints it,
// and why it is not played move by move.  Nothing here knows a problem by name: the
// listing's `computed` flag and /api/solve's `answer` and `why` say it all.
import {t} from "./i18n.js";
import {api, boardText} from "./setup.js";

const $ = (id) => document.getElementById(id);

/** Whether the listing entry `f` is a computed problem. */
export function isComputed(f) { return Boolean(f && f.computed); }

/** Show the game area or the computed answer, never both. */
export function showMode(computed) {
  $("computed").hidden = !computed;
  $("game").hidden = computed;
  $("watch").hidden = computed;
}

/** Solve `start` ({puzzle, board, options}) and show its answer; `current()` says whether
 * this board is still the one wanted when the answer comes.  Returns the reply. */
export async function showComputed(start, current, signal) {
  const reply = await api("/api/solve", Object.assign({puzzle: start.puzzle, board: start.board},
                                                      start.options), signal);
  if (!current() || !reply.ok) return reply;
  showMode(true);
  $("computed-answer").textContent = reply.data.answer;
  $("computed-why").textContent = t("play.computed.why", {why: reply.data.why});
  $("computed-board").textContent = boardText(start.board).trim();
  return reply;
}
