"""The callout's arrow scoring counts the points that fall in a table's rects through a bounding-box filter
(`count_inside`): it must count exactly what testing every point against every rect counts."""

from __future__ import annotations

import random

from ponzi_desktop.ui.lesson.arrows import _inside, count_inside


def test_counting_through_the_bounding_box_counts_what_every_rect_counts():
    rng = random.Random(7)
    for _ in range(300):
        bounds = []
        for _ in range(rng.randint(0, 40)):
            x0, y0 = rng.uniform(0, 1000), rng.uniform(0, 700)
            bounds.append((x0, x0 + rng.uniform(1, 120), y0, y0 + rng.uniform(1, 80)))
        sx, sy = rng.uniform(0, 1000), rng.uniform(0, 700)
        ex, ey = rng.uniform(0, 1000), rng.uniform(0, 700)
        points = [(sx + (ex - sx) * t / 27, sy + (ey - sy) * t / 27 + rng.uniform(-20, 20)) for t in range(28)]
        points += [(b[0], b[2]) for b in bounds[:2]] + [(b[1], b[3]) for b in bounds[2:4]]  # on the edges
        assert count_inside(points, bounds) == sum(_inside(x, y, bounds) for x, y in points)
    assert count_inside([], [(0, 1, 0, 1)]) == 0 and count_inside([(0.5, 0.5)], []) == 0


def test_meeting_through_the_bounding_box_is_qrectf_contains():
    from PySide6.QtCore import QPointF, QRectF

    from ponzi_desktop.ui.lesson.arrows import _meets

    rng = random.Random(11)
    for _ in range(300):
        rects = [QRectF(rng.uniform(0, 900), rng.uniform(0, 600), rng.choice([0, 1, rng.uniform(1, 90)]),
                        rng.uniform(0, 60)) for _ in range(rng.randint(0, 25))]
        points = [QPointF(rng.uniform(0, 1000), rng.uniform(0, 700)) for _ in range(rng.randint(0, 30))]
        points += [r.topLeft() for r in rects[:2]] + [r.bottomRight() for r in rects[2:4]]  # on the edges
        assert _meets(points, rects) == any(r.contains(p) for p in points for r in rects)


def test_covered_area_is_qts_intersection_summed():
    from PySide6.QtCore import QRect

    from ponzi_desktop.ui.lesson.placing import covered_area

    rng = random.Random(5)
    for _ in range(300):
        r = QRect(rng.randint(0, 900), rng.randint(0, 600), rng.randint(-5, 300), rng.randint(-5, 200))
        rects = [QRect(rng.randint(0, 1000), rng.randint(0, 700), rng.randint(-3, 150), rng.randint(-3, 90))
                 for _ in range(rng.randint(0, 30))]
        assert covered_area(r, rects) == sum(max(0, r.intersected(k).width()) * max(0, r.intersected(k).height())
                                             for k in rects)


def test_covered_areas_are_each_candidates_covered_area():
    from PySide6.QtCore import QRect

    from ponzi_desktop.ui.lesson.placing import covered_area, covered_areas

    rng = random.Random(6)
    for _ in range(100):
        candidates = [QRect(rng.randint(0, 900), rng.randint(0, 600), rng.randint(-5, 300), rng.randint(-5, 200))
                      for _ in range(rng.randint(0, 12))]
        rects = [QRect(rng.randint(0, 1000), rng.randint(0, 700), rng.randint(-3, 150), rng.randint(-3, 90))
                 for _ in range(rng.randint(0, 30))]
        assert covered_areas(candidates, rects) == [covered_area(r, rects) for r in candidates]
