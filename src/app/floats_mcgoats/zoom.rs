//! Zoom and pan over the raft. The drawing shows the whole raft (fitted anew as it grows); the
//! player may zoom in (pinch, the wheel, or the + button) up to four times and drag it about,
//! and Fit shows it all again. A drag or a pinch writes the drawing's view box straight into the
//! page (no new drawing for each finger move) and stops the tap it ends from counting as a tap.

use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How far the player has zoomed and dragged, over the box that shows the whole raft.
#[derive(Default)]
pub struct Zoom {
    /// The box that shows the whole raft: x, y, width, height in drawing units.
    pub fit: [i32; 4],
    /// Percent of the fitted box's scale (100: the whole raft, up to 400).
    pct: i32,
    /// How far the middle of the view is from the fitted box's middle, in drawing units.
    pan: (i32, i32),
    /// Fingers (or the mouse) down: id and where, in screen pixels.
    pointers: Vec<(i32, i32, i32)>,
    /// The drawing's size on screen in pixels, measured when a touch starts.
    size: (i32, i32),
    /// How far the touch has moved, in pixels.
    travel: i32,
    /// The touch became a drag or a pinch: the tap it ends is not a tap.
    pub dragged: bool,
}

/// The zoom as the table and its buttons share it.
pub type Shared = Rc<RefCell<Zoom>>;

impl Zoom {
    /// The view box to draw.
    pub fn view_box(&self) -> String {
        let [x, y, w, h] = self.fit;
        let pct = self.pct.max(100);
        let (zw, zh) = (w * 100 / pct, h * 100 / pct);
        let (cx, cy) = (x + w / 2 + self.pan.0, y + h / 2 + self.pan.1);
        format!("{} {} {zw} {zh}", cx - zw / 2, cy - zh / 2)
    }

    fn settle(&mut self) {
        self.pct = self.pct.clamp(100, 400);
        let [_, _, w, h] = self.fit;
        self.pan = (
            self.pan.0.clamp(-w / 2, w / 2),
            self.pan.1.clamp(-h / 2, h / 2),
        );
        if self.pct == 100 {
            self.pan = (0, 0);
        }
    }

    /// Drawing units per thousand screen pixels at the present zoom.
    fn units(&self) -> i32 {
        let [_, _, w, h] = self.fit;
        let pct = self.pct.max(100);
        let per = |units: i32, px: i32| units * 100 / pct * 1000 / px.max(1);
        per(w, self.size.0).max(per(h, self.size.1))
    }
}

/// Writes the zoom's view box into the drawing.
fn show(zoom: &Zoom, svg: &NodeRef) {
    if let Some(el) = svg.cast::<web_sys::Element>() {
        let _ = el.set_attribute("viewBox", &zoom.view_box());
    }
}

/// The handlers of touches, the mouse and its wheel on the drawing.
pub struct Handlers {
    pub down: Callback<PointerEvent>,
    pub moved: Callback<PointerEvent>,
    pub up: Callback<PointerEvent>,
    pub wheel: Callback<WheelEvent>,
}

/// Pinch, drag and the wheel on the drawing `svg`.
pub fn handlers(zoom: &Shared, svg: &NodeRef) -> Handlers {
    let down = {
        let (zoom, svg) = (zoom.clone(), svg.clone());
        Callback::from(move |e: PointerEvent| {
            let mut z = zoom.borrow_mut();
            if z.pointers.is_empty() {
                z.travel = 0;
                z.dragged = false;
                if let Some(el) = svg.cast::<web_sys::Element>() {
                    z.size = (el.client_width(), el.client_height());
                }
            }
            z.pointers.retain(|p| p.0 != e.pointer_id());
            z.pointers
                .push((e.pointer_id(), e.client_x(), e.client_y()));
        })
    };
    let moved = {
        let (zoom, svg) = (zoom.clone(), svg.clone());
        Callback::from(move |e: PointerEvent| {
            let mut z = zoom.borrow_mut();
            let id = e.pointer_id();
            let Some(i) = z.pointers.iter().position(|p| p.0 == id) else {
                return;
            };
            let (x, y) = (e.client_x(), e.client_y());
            let before = z.pointers.clone();
            if let Some(p) = z.pointers.get_mut(i) {
                *p = (id, x, y);
            }
            match (before.as_slice(), z.pointers.clone().as_slice()) {
                ([(_, ox, oy)], [_]) => {
                    let (dx, dy) = (x - ox, y - oy);
                    z.travel += dx.abs() + dy.abs();
                    if z.travel > 12 && !z.dragged && z.pct > 100 {
                        z.dragged = true;
                        if let Some(el) = svg.cast::<web_sys::Element>() {
                            let _ = el.set_pointer_capture(id);
                        }
                    }
                    if z.dragged {
                        let u = z.units();
                        z.pan = (z.pan.0 - dx * u / 1000, z.pan.1 - dy * u / 1000);
                    }
                }
                ([(_, ax, ay), (_, bx, by)], [(_, cx, cy), (_, dx, dy)]) => {
                    let far = |x: i32, y: i32| f64::from(x).hypot(f64::from(y));
                    let (was, now) = (far(ax - bx, ay - by), far(cx - dx, cy - dy));
                    if was > 20.0 {
                        z.pct = (f64::from(z.pct.max(100)) * now / was) as i32;
                        z.dragged = true;
                    }
                }
                _ => return,
            }
            z.settle();
            show(&z, &svg);
        })
    };
    let up = {
        let zoom = zoom.clone();
        Callback::from(move |e: PointerEvent| {
            zoom.borrow_mut().pointers.retain(|p| p.0 != e.pointer_id());
        })
    };
    let wheel = {
        let (zoom, svg) = (zoom.clone(), svg.clone());
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            let mut z = zoom.borrow_mut();
            let pct = z.pct.max(100);
            z.pct = if e.delta_y() < 0.0 {
                pct * 6 / 5
            } else {
                pct * 5 / 6
            };
            z.settle();
            show(&z, &svg);
        })
    };
    Handlers {
        down,
        moved,
        up,
        wheel,
    }
}

/// The zoom buttons over the sea: in, out, and the whole raft.
pub fn buttons(zoom: &Shared, svg: &NodeRef) -> Html {
    let button = |label: &'static str, text: &'static str, change: fn(&mut Zoom)| {
        let (zoom, svg) = (zoom.clone(), svg.clone());
        let on = Callback::from(move |_: MouseEvent| {
            let mut z = zoom.borrow_mut();
            change(&mut z);
            z.settle();
            show(&z, &svg);
        });
        html! { <button class="fm-zb" aria-label={label} title={label} onclick={on}>{ text }</button> }
    };
    html! {
        <div class="fm-zoom" role="group" aria-label="Zoom">
            { button("Zoom in", "+", |z| z.pct = z.pct.max(100) * 5 / 4) }
            { button("Zoom out", "−", |z| z.pct = z.pct.max(100) * 4 / 5) }
            { button("Fit: show the whole raft", "Fit", |z| z.pct = 100) }
        </div>
    }
}
