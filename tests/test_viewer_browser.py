"""The replay viewer in a real browser: headless Chromium (Debian `chromium` +
`chromium-driver`) driven by selenium.  Checks the page's content and screenshots: seats around
the table, the chat, votes, and that the god-view toggle reveals the cards (camp colours appear
in the screenshot only with it on)."""

from __future__ import annotations

import io
import os
import shutil

import pytest

from agents.registry import seat_agents
from agents.storytellers import make_storyteller
from arena.play.match import play_game
from arena.reports.viewer import write_html

WOLF_RGB = (0x5A, 0x23, 0x26)  # a wolf seat's background in god view


def _driver(tmp_path):
    webdriver = pytest.importorskip("selenium.webdriver")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not (chromium and chromedriver):
        if os.environ.get("CI"):
            pytest.fail("CI needs Debian's chromium and chromium-driver (see .ci/run)")
        pytest.skip("chromium / chromedriver not installed (apt-get install chromium chromium-driver)")
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", f"--user-data-dir={tmp_path / 'profile'}",
                "--window-size=1400,900"):
        opts.add_argument(arg)
    return webdriver.Chrome(service=Service(chromedriver), options=opts)


def _count(png: bytes, rgb: tuple[int, int, int], tol: int = 6) -> int:
    import numpy as np
    from PIL import Image
    img = np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
    return int((np.abs(img - np.array(rgb)).max(axis=2) <= tol).sum())


def test_viewer_shows_the_game_and_the_god_view(tmp_path):
    agents = seat_agents("heuristic", "seal", 24)
    game = play_game("seal", 3, agents)
    record = game.record()
    record["agents"] = [a.name for a in agents]
    page = write_html(record, tmp_path / "game.html", lang="en")
    driver = _driver(tmp_path)
    try:
        from selenium.webdriver.common.by import By
        driver.get(page.as_uri() + "?step=300")
        seats = driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat")
        assert len(seats) == 24 and seats[0].text.startswith("#1")
        chat = driver.find_element(By.ID, "chat").text
        assert "(speech)" in chat and "Dawn" in chat
        assert len(driver.find_elements(By.CSS_SELECTOR, "#timeline .ph")) >= 3
        assert "←" in driver.find_element(By.ID, "votebody").text  # ballots grouped by target
        public = driver.get_screenshot_as_png()
        assert not any(s.find_element(By.CLASS_NAME, "role").is_displayed() for s in seats)
        driver.find_element(By.ID, "god").click()
        wolves = [s for s in seats if "camp-wolf" in s.get_attribute("class")]
        # the seven wolves dealt, and any seat infected (感染) into the pack by event 300
        infected = {a for e in game.events[:300] if e.kind == "infected" for a in e.audience}
        n_wolves = 7 + len(infected)
        assert len(wolves) == n_wolves and all(w.find_element(By.CLASS_NAME, "role").is_displayed()
                                        for w in wolves)
        god = driver.get_screenshot_as_png()
        (tmp_path / "public.png").write_bytes(public)
        (tmp_path / "god.png").write_bytes(god)
        if os.environ.get("ARENA_SCREENSHOTS"):  # keep them to look at
            shutil.copy(tmp_path / "god.png", os.environ["ARENA_SCREENSHOTS"])
        # the screenshots show it: no wolf-red seats in the public view, the pack in god view
        assert _count(public, WOLF_RGB) < 50
        assert _count(god, WOLF_RGB) > n_wolves * 1000
        driver.find_element(By.ID, "last").click()
        assert "win" in driver.find_element(By.ID, "centre").text
        dead = driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat.dead")
        assert len(dead) == sum(1 for s in game.seats if not s.alive)
    finally:
        driver.quit()


def test_god_view_shows_the_grimoire_of_a_ruleset_that_keeps_one(tmp_path):
    """A ruleset with a grimoire (``Ruleset.grimoire``: clocktower's 魔典) gets a god-only panel
    of each seat's character and statuses with their source, as kept at the current phase."""
    agents = seat_agents("heuristic", "clocktower", 12)
    game = play_game("clocktower", 3, agents, storyteller=make_storyteller("fair", "clocktower", 3))
    record = game.record()
    page = write_html(record, tmp_path / "game.html", lang="en")
    driver = _driver(tmp_path)
    try:
        from selenium.webdriver.common.by import By
        driver.get(page.as_uri() + "?step=60")
        panel = driver.find_element(By.ID, "grimoire")
        assert not panel.is_displayed()  # the public view has no grimoire
        driver.find_element(By.ID, "god").click()
        assert panel.is_displayed()
        rows = driver.find_elements(By.CSS_SELECTOR, "#grimoirebody tr")
        assert len(rows) == 12
        text = driver.find_element(By.ID, "grimoirebody").text
        for s in game.seats:  # every seat's character at the start is named
            assert s.original_role.en in text or s.role.en in text
        assert "←#" in text  # a status with its source seat
    finally:
        driver.quit()


def test_viewer_opens_on_the_first_event_and_does_not_spoil_the_end(tmp_path):
    """In a browser: the page starts at step 0 (the result is not shown until played to),
    and a long role name wraps with its full name as a tooltip."""
    agents = seat_agents("heuristic", "seal", 24)
    game = play_game("seal", 3, agents)
    record = game.record()
    record["agents"] = [a.name for a in agents]
    page = write_html(record, tmp_path / "game.html", lang="en")
    driver = _driver(tmp_path)
    try:
        from selenium.webdriver.common.by import By
        driver.get(page.as_uri())
        assert driver.find_element(By.ID, "step").get_attribute("value") == "0"
        assert "win" not in driver.find_element(By.ID, "centre").text
        role = driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat .role")[0]
        assert role.get_attribute("title") and "ellipsis" not in role.value_of_css_property("text-overflow")
    finally:
        driver.quit()


def test_a_chinese_page_without_a_chinese_font_says_so(tmp_path):
    """Boxes instead of characters are explained (what to install, or --lang en); an English
    page, or a machine with the font, shows no such note."""
    agents = seat_agents("random", "seal", 24)
    game = play_game("seal", 1, agents, board={"max_days": 2})
    record = game.record()
    record["agents"] = [a.name for a in agents]
    driver = _driver(tmp_path)
    try:
        from selenium.webdriver.common.by import By
        have_font = bool(shutil.which("fc-list")) and bool(
            os.popen("fc-list :lang=zh").read().strip())
        for lang in ("zh", "en"):
            page = write_html(record, tmp_path / f"{lang}.html", lang=lang)
            driver.get(page.as_uri())
            note = driver.find_element(By.ID, "nofont")
            shown = note.is_displayed()
            assert shown == (lang == "zh" and not have_font), (lang, note.text)
            if shown:
                assert "fonts-noto-cjk" in note.text and "--lang en" in note.text
    finally:
        driver.quit()
