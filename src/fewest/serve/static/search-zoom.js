// Zoom and pan for an SVG drawing: the wheel zooms about the pointer, the +/- buttons
// about the middle, a drag pans, "fit" puts the whole drawing back in its box.  A short
// press without moving is a tap (a phone's hover); a move without a button is a hover.
// The drawing lives in one <g> whose transform is `translate(tx ty) scale(s)`; the
// scale is kept in the SVG's data-scale for anyone who asks.
"use strict";

export const MIN_SCALE = 0.5, MAX_SCALE = 400;
const TAP_PX = 6;

export class ZoomPan {
  /** `svgNode` holds `world`; `hooks`: {change(s), hover(x, y), tap(x, y), leave()}. */
  constructor(svgNode, world, width, height, hooks) {
    this.svg = svgNode;
    this.world = world;
    this.width = width;
    this.height = height;
    this.hooks = hooks;
    this.s = 1;
    this.tx = 0;
    this.ty = 0;
    this.drag = null;
    svgNode.addEventListener("wheel", (e) => {
      e.preventDefault();
      const [x, y] = this.toView(e.clientX, e.clientY);
      this.zoomAt(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), x, y);
    }, {passive: false});
    svgNode.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      this.drag = {id: e.pointerId, x: e.clientX, y: e.clientY, tx: this.tx, ty: this.ty, moved: false};
      svgNode.setPointerCapture(e.pointerId);
    });
    svgNode.addEventListener("pointermove", (e) => {
      const drag = this.drag;
      if (!drag || drag.id !== e.pointerId) {
        if (e.pointerType === "mouse") this.hooks.hover(e.clientX, e.clientY);
        return;
      }
      const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < TAP_PX) return;
      drag.moved = true;
      svgNode.classList.add("panning");
      const unit = this.unit();
      this.tx = drag.tx + dx * unit;
      this.ty = drag.ty + dy * unit;
      this.apply();
    });
    const end = (e) => {
      const drag = this.drag;
      if (!drag || drag.id !== e.pointerId) return;
      this.drag = null;
      svgNode.classList.remove("panning");
      if (!drag.moved && e.type === "pointerup") this.hooks.tap(e.clientX, e.clientY);
    };
    svgNode.addEventListener("pointerup", end);
    svgNode.addEventListener("pointercancel", end);
    svgNode.addEventListener("pointerleave", () => { if (!this.drag) this.hooks.leave(); });
    this.apply();
  }

  /** Drawing units per screen pixel at scale 1. */
  unit() {
    const ctm = this.svg.getScreenCTM();
    return ctm && ctm.a ? 1 / ctm.a : 1;
  }

  /** A screen point in the SVG's own (viewBox) units. */
  toView(clientX, clientY) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return [clientX, clientY];
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return [p.x, p.y];
  }

  /** A screen point in the drawing's units (before zoom and pan). */
  toWorld(clientX, clientY) {
    const [x, y] = this.toView(clientX, clientY);
    return [(x - this.tx) / this.s, (y - this.ty) / this.s];
  }

  /** A drawing point on the screen. */
  toClient(x, y) {
    const ctm = this.svg.getScreenCTM();
    const p = new DOMPoint(this.tx + this.s * x, this.ty + this.s * y);
    const q = ctm ? p.matrixTransform(ctm) : p;
    return [q.x, q.y];
  }

  zoomAt(factor, x, y) {
    const s = Math.max(MIN_SCALE, Math.min(MAX_SCALE, this.s * factor));
    const f = s / this.s;
    this.tx = x - (x - this.tx) * f;
    this.ty = y - (y - this.ty) * f;
    this.s = s;
    this.apply();
  }

  zoomBy(factor) { this.zoomAt(factor, this.width / 2, this.height / 2); }

  fit() {
    this.s = 1;
    this.tx = 0;
    this.ty = 0;
    this.apply();
  }

  apply() {
    this.world.setAttribute("transform",
      `translate(${this.tx.toFixed(2)} ${this.ty.toFixed(2)}) scale(${this.s.toFixed(4)})`);
    this.svg.dataset.scale = this.s.toFixed(4);
    this.hooks.change(this.s);
  }
}
