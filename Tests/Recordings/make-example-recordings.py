#!/usr/bin/env python3
"""Writes the recordings of the MoveMe, SwipeNavigator, TouchInspector, PhotoBoard and
ScrollingList replay tests, and those of GestureLab's Recognizers tab.

The recordings are committed; run this again after changing a gesture here:

    python3 Tests/Recordings/make-example-recordings.py

The format is TouchKit's recording format (docs/TESTING.md): one event per line, times
in milliseconds, surface-local coordinates in a 1024x640 window. Frames come every
16 ms, as from a 60 Hz touchscreen. The header comments say what each gesture is for;
the tests name the times they capture at.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FRAME_MS = 16


class Recording:
    """A recording written in the style of TouchKit's RecordingScript."""

    def __init__(self, description):
        self.lines = ["touchkit-recording 1", "# window 1024x640", "# seat seat0"]
        self.lines += ["# " + line for line in description.strip().splitlines()]
        self.time = 0.0

    def event(self, text):
        self.lines.append(f"{self.time:g} {text}")

    def wait(self, ms):
        self.time += ms

    def wait_until(self, ms):
        assert ms >= self.time, f"wait_until({ms}) is before {self.time}"
        self.time = ms

    def frame(self):
        self.event("frame")

    def down(self, id, x, y, shape=None):
        self.event(f"down {id} {x:g} {y:g}")
        if shape:
            self.event(f"shape {id} {shape[0]:g} {shape[1]:g}")

    def move(self, id, x, y):
        self.event(f"motion {id} {x:g} {y:g}")

    def up(self, id):
        self.event(f"up {id}")

    def cancel(self):
        self.event("cancel")

    def tap(self, id, x, y, duration=40):
        self.down(id, x, y)
        self.frame()
        self.wait(duration)
        self.lift(id)

    def lift(self, id):
        self.up(id)
        self.frame()

    def drag(self, id, start, end, duration, down=True, lift=True):
        """Moves finger `id` in a straight line, one motion frame every 16 ms; like
        RecordingScript.drag, it goes down first and lifts at the end unless told not to."""
        if down:
            self.down(id, *start)
            self.frame()
        steps = max(1, round(duration / FRAME_MS))
        for step in range(1, steps + 1):
            self.wait(FRAME_MS)
            f = step / steps
            self.move(id, round(start[0] + (end[0] - start[0]) * f, 2), round(start[1] + (end[1] - start[1]) * f, 2))
            self.frame()
        if lift:
            self.lift(id)

    def write(self, folder, name):
        os.makedirs(os.path.join(HERE, folder), exist_ok=True)
        with open(os.path.join(HERE, folder, name), "w") as file:
            file.write("\n".join(self.lines) + "\n")


def move_me():
    # The placard rests at the window's centre (512, 320).
    r = Recording("""
E1: drag the placard from near the centre to (780, 470) in 400 ms, hold, lift at 800 ms;
a tap on the centre at 1000 ms, while the placard bounces back for 1 s (interaction is off);
a tap on the centre at 2100 ms, after the bounce (it reaches the placard).""")
    r.drag(0, (540, 330), (780, 470), 400, lift=False)
    r.wait_until(800)
    r.lift(0)
    r.wait_until(1000)
    r.tap(1, 512, 320)
    r.wait_until(2100)
    r.tap(2, 512, 320)
    r.write("MoveMe", "drag-and-bounce.touches")

    r = Recording("""
E1: a double tap outside the placard at (200, 140), then another at (820, 540),
each switching the greeting to the next language.""")
    r.wait(20)
    r.tap(0, 200, 140)
    r.wait(100)
    r.tap(0, 203, 142)
    r.wait_until(600)
    r.tap(0, 820, 540)
    r.wait(100)
    r.tap(0, 818, 543)
    r.wait_until(1100)
    r.tap(1, 60, 600)  # a single tap, to end the recording after the last capture
    r.write("MoveMe", "double-tap-outside.touches")

    r = Recording("""
E1: five double taps outside the placard, 500 ms apart, at alternating corners: the
greeting steps from English through French and German to Arabic, Hebrew and Hindi.""")
    corners = [(200, 140), (820, 540), (200, 540), (820, 140), (200, 140)]
    for index, (x, y) in enumerate(corners):
        r.wait_until(20 + 500 * index)
        r.tap(0, x, y)
        r.wait(100)
        r.tap(0, x + 3, y + 2)
    r.wait_until(2600)
    r.tap(1, 60, 600)  # a single tap, to end the recording after the last capture
    r.write("MoveMe", "cycle-languages.touches")

    r = Recording("""
E1: drag the placard to (300, 200) and hold; the compositor cancels the touch at 700 ms.""")
    r.drag(0, (520, 310), (300, 200), 300, lift=False)
    r.wait_until(700)
    r.cancel()
    r.wait_until(1000)
    r.tap(1, 60, 600)  # after the last capture
    r.write("MoveMe", "cancel.touches")


def swipe_navigator():
    r = Recording("""
E4: a left swipe (700, 320) -> (400, 324) lifting at 192 ms pushes page 2, which slides
in for 300 ms; a right swipe (300, 300) -> (600, 305) lifting at 1192 ms pops it.""")
    r.drag(0, (700, 320), (400, 324), 192)
    r.wait_until(1000)
    r.drag(0, (300, 300), (600, 305), 192)
    r.wait_until(2000)
    r.tap(1, 60, 600)  # after the last capture
    r.write("SwipeNavigator", "swipe-left-then-right.touches")

    r = Recording("""
E4: three drags that are not swipes, on page 1:
a left drag drifting 40 points down (700, 300) -> (400, 340);
a left drag that wanders 30 points down and comes back (700, 300) -> (550, 330) -> (400, 302);
a left drag of only 20 points (600, 300) -> (580, 300).""")
    r.drag(0, (700, 300), (400, 340), 192)
    r.wait_until(500)
    r.drag(0, (700, 300), (550, 330), 96, lift=False)
    r.drag(0, (550, 330), (400, 302), 96, down=False)
    r.wait_until(1000)
    r.drag(0, (600, 300), (580, 300), 96)
    r.wait_until(1500)
    r.tap(1, 60, 600)  # after the last capture
    r.write("SwipeNavigator", "not-swipes.touches")


def touch_inspector():
    r = Recording("""
Two fingers land together at (250, 200) and (700, 380), with contact shapes
(24 x 16 and 30 x 20, so radii 12 x 8 and 15 x 10) and an orientation of 30 degrees
for the second; both move 20 points right in 160 ms, then only the first moves back;
they lift at 600 ms.""")
    r.down(0, 250, 200, shape=(24, 16))
    r.down(1, 700, 380, shape=(30, 20))
    r.event("orientation 1 30")
    r.frame()
    for step in range(1, 11):
        r.wait(FRAME_MS)
        r.move(0, 250 + 2 * step, 200)
        r.move(1, 700 + 2 * step, 380)
        r.frame()
    for step in range(1, 6):
        r.wait(FRAME_MS)
        r.move(0, 270 - 4 * step, 200)
        r.frame()
    r.wait_until(600)
    r.up(0)
    r.lift(1)
    r.wait_until(900)
    r.tap(2, 500, 300)  # after the last capture
    r.write("TouchInspector", "two-fingers.touches")


# GestureLab's Recognizers tab (examples/GestureLab/Recognizers): the tab is the ninth of
# the lab's row (tabs 112 points apart, the first centred on x 64, all on y 26); its row of
# eleven segments is on y 71, segment j centred on x 8 + (j + 0.5) * 1008 / 11. A
# sub-screen starts at window y 92; its stage is x 24-676, y 202-584, centred on (350, 393).
RECOGNIZERS_TAB = (64 + 112 * 8, 26)
STAGE_CENTRE = (350, 393)


def segment(j):
    return (round(8 + (j + 0.5) * 1008 / 11, 2), 71)


def open_recognizer_screen(r, j, name):
    """Taps the Recognizers tab, then segment `j`; the gesture starts at 300 ms."""
    r.lines.append(f"# Open the Recognizers tab, then its \"{name}\" segment (taps on their buttons).")
    r.tap(0, *RECOGNIZERS_TAB)
    r.wait_until(120)
    r.tap(0, *segment(j))
    r.wait_until(300)


def two_fingers(r, centre, r0, r1, a0, a1, steps=20, lift=True):
    """Fingers 0 and 1 at centre -/+ r(cos a, sin a), from radius r0 and angle a0 (degrees)
    to r1 and a1, one frame every 16 ms."""
    import math

    def place(radius, angle):
        a = math.radians(angle)
        dx, dy = radius * math.cos(a), radius * math.sin(a)
        return (round(centre[0] - dx, 2), round(centre[1] - dy, 2)), (round(centre[0] + dx, 2), round(centre[1] + dy, 2))

    p0, p1 = place(r0, a0)
    r.down(0, *p0)
    r.down(1, *p1)
    r.frame()
    for step in range(1, steps + 1):
        r.wait(FRAME_MS)
        f = step / steps
        p0, p1 = place(r0 + (r1 - r0) * f, a0 + (a1 - a0) * f)
        r.move(0, *p0)
        r.move(1, *p1)
        r.frame()
    if lift:
        r.wait(FRAME_MS)
        r.up(0)
        r.lift(1)


def gesture_lab_recognizers():
    cx, cy = STAGE_CENTRE

    r = Recording("""
GestureLab, Recognizers, Tap (G23): a tap on the pad at 400 ms turns it green; a finger that
slides 100 points before lifting (800-1000 ms) fails the tap recognizer: the pad stays green.""")
    open_recognizer_screen(r, 0, "Tap")
    r.wait_until(400)
    r.tap(1, cx, cy)
    r.wait_until(800)
    r.drag(1, (cx - 50, cy), (cx + 50, cy), 192)
    r.wait_until(1200)
    r.write("GestureLab", "recognizer-tap.touches")

    r = Recording("""
GestureLab, Recognizers, Long press (G24, G30): a finger held still on the pad from 400 to
1200 ms: the press begins at 900 ms, on its timer, and ends at the lift; then a 200 ms press
(1500-1700 ms) that fails.""")
    open_recognizer_screen(r, 1, "Long press")
    r.wait_until(400)
    r.down(1, cx, cy)
    r.frame()
    r.wait_until(1200)
    r.lift(1)
    r.wait_until(1500)
    r.tap(1, cx + 20, cy, duration=200)
    r.wait_until(2000)
    r.write("GestureLab", "recognizer-longpress.touches")

    r = Recording("""
GestureLab, Recognizers, Pan (G25): a finger on the square's centre (184, 393) moves by
(+200, +60) in 320 ms: the square follows it to (384, 453).""")
    open_recognizer_screen(r, 2, "Pan")
    r.drag(1, (184, cy), (384, cy + 60), 320)
    r.wait(100)
    r.write("GestureLab", "recognizer-pan.touches")

    r = Recording("""
GestureLab, Recognizers, Pinch (G26): two fingers on the square, 100 points apart, spread to
150 points: the square scales 1.5 times, from 160 to 240 points.""")
    open_recognizer_screen(r, 3, "Pinch")
    two_fingers(r, STAGE_CENTRE, 50, 75, 0, 0)
    r.wait(100)
    r.write("GestureLab", "recognizer-pinch.touches")

    r = Recording("""
GestureLab, Recognizers, Rotation (G27): two fingers 100 points apart on the square turn 30
degrees clockwise about its centre: the square turns 30 degrees.""")
    open_recognizer_screen(r, 4, "Rotation")
    two_fingers(r, STAGE_CENTRE, 50, 50, 0, 30)
    r.wait(100)
    r.write("GestureLab", "recognizer-rotation.touches")

    r = Recording("""
GestureLab, Recognizers, Swipe (G28): a swipe right (150 points in 128 ms) at 300 ms turns the
pad green; a swipe left at 700 ms turns it purple; a slanted drag at 1100 ms (45 degrees)
fails both recognizers: the pad stays purple.""")
    open_recognizer_screen(r, 5, "Swipe")
    r.drag(1, (cx - 75, cy), (cx + 75, cy + 4), 128)
    r.wait_until(700)
    r.drag(1, (cx + 75, cy), (cx - 75, cy - 4), 128)
    r.wait_until(1100)
    r.drag(1, (cx - 60, cy - 60), (cx + 60, cy + 60), 128)
    r.wait_until(1400)
    r.write("GestureLab", "recognizer-swipe.touches")

    r = Recording("""
GestureLab, Recognizers, Edge pan (G29): a finger lands 4 points from the window's left edge
and drags 300 points right in 320 ms: the drawer follows and opens.""")
    open_recognizer_screen(r, 6, "Edge pan")
    r.drag(1, (4, cy), (304, cy), 320)
    r.wait_until(1100)
    r.write("GestureLab", "recognizer-edgepan.touches")

    r = Recording("""
GestureLab, Recognizers, Edge pan (G29): the same drag, starting 100 points from the edge:
the edge pan fails and the drawer stays closed.""")
    open_recognizer_screen(r, 6, "Edge pan")
    r.drag(1, (100, cy), (400, cy), 320)
    r.wait_until(1100)
    r.write("GestureLab", "recognizer-edgepan-inside.touches")

    r = Recording("""
GestureLab, Recognizers, 1 or 2 taps (G16): one tap on the pad, lifting at 440 ms; the single
tap waits for the double tap to fail (0.35 s later, at about 790 ms).""")
    open_recognizer_screen(r, 7, "1 or 2 taps")
    r.wait_until(400)
    r.tap(1, cx, cy)
    r.wait_until(1200)
    r.write("GestureLab", "recognizer-tapordouble-single.touches")

    r = Recording("""
GestureLab, Recognizers, 1 or 2 taps (G16): two taps on the pad, lifting at 440 and 640 ms:
the double tap recognizes, the single tap fails.""")
    open_recognizer_screen(r, 7, "1 or 2 taps")
    r.wait_until(400)
    r.tap(1, cx, cy)
    r.wait_until(600)
    r.tap(1, cx + 3, cy + 2)
    r.wait_until(1200)
    r.write("GestureLab", "recognizer-tapordouble-double.touches")

    r = Recording("""
GestureLab, Recognizers, Pinch+turn (G15): with the switch on, two fingers on the square
spread from 100 to 150 points apart and turn 30 degrees: it scales 1.5 times and turns.""")
    open_recognizer_screen(r, 8, "Pinch+turn")
    two_fingers(r, STAGE_CENTRE, 50, 75, 0, 30)
    r.wait(100)
    r.write("GestureLab", "recognizer-pinchrotate.touches")

    r = Recording("""
GestureLab, Recognizers, Pinch+turn (G14): the switch at (52, 218) is tapped off, then the
same spread and twist: only one recognizer wins.""")
    open_recognizer_screen(r, 8, "Pinch+turn")
    r.tap(1, 52, 218)
    r.wait_until(500)
    two_fingers(r, STAGE_CENTRE, 50, 75, 0, 30)
    r.wait(100)
    r.write("GestureLab", "recognizer-pinchrotate-off.touches")

    r = Recording("""
GestureLab, Recognizers, Button (G18): the panel (440 x 300) is centred on (350, 393). A tap on
"Fire" (250, 333) at 400 ms; a tap on the panel (510, 493) at 700 ms; a tap on "Own tap"
(250, 453) at 1000 ms.""")
    open_recognizer_screen(r, 9, "Button")
    r.wait_until(400)
    r.tap(1, 250, 333)
    r.wait_until(700)
    r.tap(1, 510, 493)
    r.wait_until(1000)
    r.tap(1, 250, 453)
    r.wait_until(1500)
    r.write("GestureLab", "recognizer-button.touches")

    r = Recording("""
GestureLab, Recognizers, Press, drag (G24): tile 0 (centred on (144, 393)) held still from 400
to 1100 ms lifts at 900 ms; the finger then drags it by (+300, +130) in 320 ms and lifts at
1440 ms. Then tile 2 (544, 393) dragged straight away by (0, -140): the press fails and the
tile stays.""")
    open_recognizer_screen(r, 10, "Press, drag")
    r.wait_until(400)
    r.down(1, 144, cy)
    r.frame()
    r.wait_until(1100)
    r.drag(1, (144, cy), (444, cy + 130), 320, down=False)
    r.wait_until(1800)
    r.drag(1, (544, cy), (544, cy - 140), 320)
    r.wait_until(2500)
    r.write("GestureLab", "recognizer-pressdrag.touches")


# PhotoBoard (examples/PhotoBoard): cards of 240 x 200 points resting centred on
# (300, 290), (470, 370) and (790, 300); the second lies over the first's lower right corner.
def two_fingers_moving(r, c0, c1, r0, r1, a0, a1, steps):
    """Fingers 0 and 1 at centre -/+ r(cos a, sin a) while the centre moves from c0 to c1,
    the radius from r0 to r1 and the angle from a0 to a1 (degrees); they stay down."""
    import math

    def place(f):
        c = (c0[0] + (c1[0] - c0[0]) * f, c0[1] + (c1[1] - c0[1]) * f)
        radius, a = r0 + (r1 - r0) * f, math.radians(a0 + (a1 - a0) * f)
        dx, dy = radius * math.cos(a), radius * math.sin(a)
        return (round(c[0] - dx, 2), round(c[1] - dy, 2)), (round(c[0] + dx, 2), round(c[1] + dy, 2))

    p0, p1 = place(0)
    r.down(0, *p0)
    r.down(1, *p1)
    r.frame()
    for step in range(1, steps + 1):
        r.wait(FRAME_MS)
        p0, p1 = place(step / steps)
        r.move(0, *p0)
        r.move(1, *p1)
        r.frame()


def photo_board():
    r = Recording("""
G15: from 100 ms, two fingers on the third card (790, 300), 100 points apart, spread to 140
points, turn 20 degrees and move their centre by (-110, +40) in 400 ms, then lift at 560 ms:
the card ends 1.4 times as large, turned 20 degrees, centred on (680, 340). Then a double
tap on it at 900 and 1050 ms (G23) sends it home, animated for 0.3 s. A last tap on the bare
board at 1600 ms ends the recording after the captures.""")
    r.wait_until(100)
    two_fingers_moving(r, (790, 300), (680, 340), 50, 70, 0, 20, 25)
    r.wait(FRAME_MS)
    r.up(0)
    r.lift(1)
    r.wait_until(900)
    r.tap(2, 680, 340)
    r.wait_until(1050)
    r.tap(2, 682, 342)
    r.wait_until(1600)
    r.tap(3, 1000, 620)  # on the bare board, after the last capture
    r.write("PhotoBoard", "transform-and-reset.touches")

    r = Recording("""
G24: a finger held still on the first card's sky (220, 230) from 100 to 1000 ms: at 600 ms
the long press lifts the card to the front, above the second card; it is put down at the
lift (0.2 s animation). A last tap on the bare board at 1400 ms ends the recording.""")
    r.wait_until(100)
    r.down(0, 220, 230)
    r.frame()
    r.wait_until(1000)
    r.lift(0)
    r.wait_until(1400)
    r.tap(1, 1000, 620)  # on the bare board, after the last capture
    r.write("PhotoBoard", "long-press-lift.touches")

    r = Recording("""
G29: a finger lands 3 points from the window's left edge at 100 ms and drags to x 323 in
256 ms: the side panel follows and opens (0.25 s). A tap on the board at 1000 ms closes it
(G13: the board's tap may begin only while the panel is open). A last tap on the bare board
at 1500 ms, with the panel closed, does nothing.""")
    r.wait_until(100)
    r.drag(0, (3, 560), (323, 560), 256)
    r.wait_until(1000)
    r.tap(1, 700, 560)
    r.wait_until(1500)
    r.tap(2, 1000, 620)  # on the bare board, after the last capture
    r.write("PhotoBoard", "edge-panel.touches")


# ScrollingList's window: the bar is y 0..56; the list below it shows rows 1 and 2 (y 56..176),
# the carousel (y 176..416, its cards inset 24 and 16) and rows 3 to 6 (y 416..656), each row
# 60 high with its button at x 890..1000, 10 below the row's top and 40 high. The bar's button
# ("Picture" / "List") is at x 890..1000, y 8..48. The picture screen fills y 56..640; the
# picture's sun is centred on (512, 328) in the window, 80 across.
def scrolling_list():
    r = Recording("""
S9, S10: a flick up from (500, 600) to (500, 300) in 96 ms (about 3,000 pt/s), lifted at
296 ms: the list glides on about 1,500 points past the drag, slowing down, and comes to rest
about 4 s later. A tap on the bar at 5,900 ms ends the recording after the captures.""")
    r.wait_until(200)
    r.drag(0, (500, 600), (500, 300), 96)
    r.wait_until(5900)
    r.tap(1, 100, 28)
    r.write("ScrollingList", "fling.touches")

    r = Recording("""
S8: the same flick, lifted at 296 ms; at 600 ms, while the list glides, a tap lands where a
row's button is (945, 446) and lifts at 640 ms: it stops the list where it is and reaches no
row or button. A tap on the bar at 1,900 ms ends the recording after the captures.""")
    r.wait_until(200)
    r.drag(0, (500, 600), (500, 300), 96)
    r.wait_until(600)
    r.tap(1, 945, 446)
    r.wait_until(1900)
    r.tap(2, 100, 28)
    r.write("ScrollingList", "touch-stops-fling.touches")

    r = Recording("""
S6: a tap on row 1's button (945, 86) at 100 ms, lifted at 160 ms, before the 150 ms delay
runs out: the button gets it at the lift and switches on. At 500 ms a quick drag starts on
row 3's button (945, 446) and goes up 200 points in 96 ms: the list scrolls and glides on,
and row 3's button gets nothing. A tap on the bar at 4,500 ms ends the recording.""")
    r.wait_until(100)
    r.tap(0, 945, 86, duration=60)
    r.wait_until(500)
    r.drag(1, (945, 446), (945, 246), 96)
    r.wait_until(4500)
    r.tap(2, 100, 28)
    r.write("ScrollingList", "button-tap-and-drag.touches")

    r = Recording("""
S7: a finger rests on row 4's button (945, 506) from 100 ms; after the 150 ms delay the
button has the touch and highlights. From 500 ms it drags 60 points up and 40 left in 160 ms
(within the button's tracking margin), then holds and lifts at 900 ms: the button keeps
tracking (a Control refuses touchesShouldCancel), the list does not scroll, and the lift
switches the button on. A tap on the bar at 1,400 ms ends the recording.""")
    r.wait_until(100)
    r.down(0, 945, 506)
    r.frame()
    r.wait_until(500)
    r.drag(0, (945, 506), (905, 446), 160, down=False, lift=False)
    r.wait_until(900)
    r.lift(0)
    r.wait_until(1400)
    r.tap(1, 100, 28)
    r.write("ScrollingList", "hold-then-drag-button.touches")

    r = Recording("""
S2, S12: nested scroll views. At 100 ms a horizontal flick on the carousel from (800, 300)
to (500, 300) in 96 ms pages it to page 2 (a spring of 0.5 s). At 1,000 ms a slow vertical
drag on the carousel from (300, 300) to (300, 150) in 480 ms, held and lifted at 1,700 ms:
the list scrolls 150 points (the carousel's pan has no vertical axis) and rests there. A tap
on the bar at 2,400 ms ends the recording.""")
    r.wait_until(100)
    r.drag(0, (800, 300), (500, 300), 96)
    r.wait_until(1000)
    r.drag(1, (300, 300), (300, 150), 480, lift=False)
    r.wait_until(1700)
    r.lift(1)
    r.wait_until(2400)
    r.tap(2, 100, 28)
    r.write("ScrollingList", "nested.touches")

    r = Recording("""
S12: paging the carousel. At 100 ms a slow drag from (700, 300) to (400, 300) in 480 ms, held
and lifted at 800 ms: less than half a page, so it springs back to page 1. At 1,500 ms a hard
flick from (900, 300) to (200, 300) in 64 ms (about 11,000 pt/s): it moves one page, to page
2, never two. A tap on the bar at 2,700 ms ends the recording.""")
    r.wait_until(100)
    r.drag(0, (700, 300), (400, 300), 480, lift=False)
    r.wait_until(800)
    r.lift(0)
    r.wait_until(1500)
    r.drag(1, (900, 300), (200, 300), 64)
    r.wait_until(2700)
    r.tap(2, 100, 28)
    r.write("ScrollingList", "paging.touches")

    r = Recording("""
S16: a tap on the bar's "Picture" button (945, 28) at 100 ms shows the picture screen. At
400 ms two fingers centred on the sun (512, 328), 100 points apart, spread to 200 points in
320 ms and lift at 800 ms: the picture zooms 2 times about the sun. At 1,200 ms two fingers
spread from 100 to 300 points in 320 ms (6 times, past the maximum of 4: it rubber-bands),
hold, and lift at 1,700 ms: the zoom settles on 4. A tap on the bar at 2,200 ms ends it.""")
    r.wait_until(100)
    r.tap(0, 945, 28)
    r.wait_until(400)
    two_fingers_moving(r, (512, 328), (512, 328), 50, 100, 0, 0, 20)
    r.wait_until(800)
    r.up(0)
    r.lift(1)
    r.wait_until(1200)
    two_fingers_moving(r, (512, 328), (512, 328), 50, 150, 0, 0, 20)
    r.wait_until(1700)
    r.up(0)
    r.lift(1)
    r.wait_until(2200)
    r.tap(2, 100, 28)
    r.write("ScrollingList", "pinch-zoom.touches")

    r = Recording("""
S14: at 100 ms a finger on row 4 (300, 440) pulls the list down past its top edge to
(300, 620) in 320 ms and holds (the list rubber-bands about 85 points); the compositor
cancels the touch at 700 ms: no fling, and the list springs back to its top in 0.5 s. A
tap on the bar at 1,600 ms ends the recording.""")
    r.wait_until(100)
    r.drag(0, (300, 440), (300, 620), 320, lift=False)
    r.wait_until(700)
    r.cancel()
    r.wait_until(1600)
    r.tap(1, 100, 28)
    r.write("ScrollingList", "cancel-mid-drag.touches")


# Lists (issue 29). ScrollingList as above: rows 60 high below the 56-point bar. Mail: the
# bar is y 0..56 with Edit (Done) at x 910..1000, y 8..48; the inbox below it, its first
# row from y 56, at least 80 high; a row's reorder control is its rightmost 44 points in
# editing mode. PhotoGrid: the bar is y 0..56 with Select (Done) at x 900..1000; the first
# album's title is y 56..100 and its first line of 150-point photos y 100..250: photo 1 at
# x 8..158, photo 2 at 183..333, photo 3 at 358..508.
def lists():
    r = Recording("""
L2, L3, S8: from 100 ms, six upward flicks of 400 points in 96 ms on the rows' left half
(x 300), 700 ms apart: each lifts at about 4,000 pt/s, the list glides, and the next touch
stops the glide and flicks again. The list comes to rest by 9,000 ms. Taps at 10,000 and
10,400 ms on two rows' bodies 60 points apart (y 296 and 356) name the rows that show there.""")
    for flick in range(6):
        r.wait_until(100 + flick * 700)
        r.drag(0, (300, 600), (300, 200), 96)
    r.wait_until(10000)
    r.tap(1, 300, 296)
    r.wait_until(10400)
    r.tap(2, 300, 356)
    r.write("ScrollingList", "million-fling.touches")

    r = Recording("""
L11: from 100 ms a swipe left along the first message (y 95) from x 1000 to 150 in 304 ms:
past 0.6 of the row's width, the full swipe deletes it (0.3 s). A tap on the first row's
place at 1,500 ms reaches the message that was second.""")
    r.wait_until(100)
    r.drag(0, (1000, 95), (150, 95), 304)
    r.wait_until(1500)
    r.tap(1, 500, 90)
    r.write("Mail", "swipe-delete.touches")

    r = Recording("""
L18: a tap on Edit at 100 ms; from 600 ms a finger on the first row's reorder control
(1002, 95) drags it down 300 points in 400 ms and lifts: the first message moves down. A tap
on the first row's place at 2,000 ms reaches the message that was second; Done at 2,400 ms.""")
    r.wait_until(100)
    r.tap(0, 955, 28)
    r.wait_until(600)
    r.drag(1, (1002, 95), (1002, 395), 400)
    r.wait_until(2000)
    r.tap(2, 500, 90)
    r.wait_until(2400)
    r.tap(3, 955, 28)
    r.write("Mail", "reorder.touches")

    r = Recording("""
L12: from 100 ms a finger pulls the inbox down from y 150 to 500 in 496 ms and lifts: past
80 points the refresh starts; 0.6 s later a new message (number 1001) arrives at the top and
the list springs back. A tap on the first row's place at 2,500 ms reaches the new message.""")
    r.wait_until(100)
    r.drag(0, (500, 150), (500, 500), 496)
    r.wait_until(2500)
    r.tap(1, 500, 90)
    r.write("Mail", "pull-to-refresh.touches")

    r = Recording("""
L8, L13: Select at 100 ms; taps on photos 1 (83, 175) at 500 ms and 2 (258, 175) at 900 ms
select them; a tap on photo 1 at 1,500 ms deselects it; Done at 2,100 ms clears the choice.
A tap on photo 3 (433, 175) at 2,600 ms opens it (0.3 s push), and a tap on it at 3,400 ms
reaches the open photo.""")
    r.wait_until(100)
    r.tap(0, 950, 28)
    r.wait_until(500)
    r.tap(1, 83, 175)
    r.wait_until(900)
    r.tap(2, 258, 175)
    r.wait_until(1500)
    r.tap(3, 83, 175)
    r.wait_until(2100)
    r.tap(4, 950, 28)
    r.wait_until(2600)
    r.tap(5, 433, 175)
    r.wait_until(3400)
    r.tap(6, 512, 400)
    r.write("PhotoGrid", "select-and-open.touches")


def main():
    move_me()
    swipe_navigator()
    touch_inspector()
    gesture_lab_recognizers()
    photo_board()
    scrolling_list()
    lists()


if __name__ == "__main__":
    main()
