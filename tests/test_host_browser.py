"""``arena host`` in a real browser (headless Chromium + selenium, as the replay viewer's
test): two people play seal seats through their pages against heuristic seats, clicking the
decision's buttons and typing their speech, to the end of the game; the seats show their
public statuses (the election's candidates); the spectator's page shows every card; screenshots show the seat's own highlight.  The default run plays to the game's end
on a small deadline per page action; nothing here waits on a real person."""

from __future__ import annotations

import threading
import time

import pytest

pytest.importorskip("uvicorn")
from agents.registry import seat_agents  # noqa: E402
from arena.host.app import build_app  # noqa: E402
from arena.host.table import Table  # noqa: E402
from arena.play.records import read_record, verify_record  # noqa: E402

from .test_viewer_browser import _count, _driver  # noqa: E402

HUMANS = [2, 6]
YOU_RGB = (0x6F, 0xD3, 0xFF)  # the ring around the seat's own place at the table
SAID = "I am sure of #1."


def _serve(table: Table):
    import uvicorn
    server = uvicorn.Server(uvicorn.Config(build_app(table), host="127.0.0.1", port=0,
                                           log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not server.started and time.monotonic() < end:
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    return server, thread, f"http://127.0.0.1:{port}"


def _act(driver, By) -> bool:
    """Answer the page's decision if it shows one (speech acts with words); whether it did."""
    buttons = driver.find_elements(By.CSS_SELECTOR, "#options button.opt")
    if not buttons:
        return False
    button = buttons[-1] if len(buttons) < 5 else buttons[1]
    try:
        button.click()
        say = driver.find_element(By.ID, "saybox")
        if say.is_displayed():
            driver.find_element(By.ID, "say").send_keys(SAID)
            driver.find_element(By.ID, "send").click()
    except Exception:  # the page re-rendered under the click: try again on the next round
        return False
    return True


def _game_through_pages(tmp_path, to_the_end: bool) -> None:
    """Two people answer through their pages: to the game's end, or (the default run) until
    both have answered and one has spoken; then the pages' content and the god view."""
    from selenium.webdriver.common.by import By
    table = Table("seal", 3, seat_agents("heuristic", "seal", 24), HUMANS, lang="en",
                  timeout=60, agent_key="k", record_path=tmp_path / "game.json")
    driver = _driver(tmp_path)
    server, thread, base = _serve(table)
    try:
        urls = [f"{base}/play/{table.tokens.seats[s]}" for s in HUMANS]
        driver.get(urls[0])
        windows = [driver.current_window_handle]
        driver.switch_to.new_window("tab")
        driver.get(urls[1])
        windows.append(driver.current_window_handle)
        first_shot = None
        answered = [0, 0]
        public: set[str] = set()  # public statuses the pages showed beside the seats
        end = time.monotonic() + 120

        def done() -> bool:
            if to_the_end:
                return table.over
            return min(answered) >= 2 and any(
                ev.kind == "speech" and ev.data.get("text") == SAID for ev in table.game.events)

        while not done() and time.monotonic() < end:
            for k, w in enumerate(windows):
                driver.switch_to.window(w)
                if first_shot is None and driver.find_elements(By.CSS_SELECTOR, "#options button.opt"):
                    # a real decision on screen: the seat's card, the table, the buttons
                    assert "#" in driver.find_element(By.ID, "head").text
                    assert len(driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat")) == 24
                    assert len(driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat.you")) == 1
                    assert driver.find_element(By.ID, "card").text
                    first_shot = driver.get_screenshot_as_png()
                public.update(driver.execute_script(  # in one call: the ring is redrawn often
                    "return [...document.querySelectorAll('#tablebox .seat .public')]"
                    ".map((e) => e.textContent)"))
                answered[k] += _act(driver, By)
            time.sleep(0.05)
        assert done(), "the pages did not get through the game"
        # the sheriff's election on day 1: its candidates, named as seal names the flag
        assert any("running for sheriff" in text for text in public), public
        assert first_shot is not None and _count(first_shot, YOU_RGB) > 100
        (tmp_path / "seat.png").write_bytes(first_shot)
        time.sleep(0.3)
        driver.switch_to.window(windows[0])
        chat = driver.find_element(By.ID, "chat").text
        assert "speech)" in chat and SAID in chat
        lines = len(driver.find_elements(By.CSS_SELECTOR, "#chat .msg"))
        driver.refresh()  # a refreshed page is the same seat, with its whole history
        time.sleep(1.0)
        assert len(driver.find_elements(By.CSS_SELECTOR, "#chat .msg")) >= lines
        assert driver.find_element(By.ID, "who").text.endswith("#3")
        if to_the_end:
            assert "win" in driver.find_element(By.ID, "centre").text and "Game over" in chat
        # the spectator's god view: every card, every seat's agent, nothing to answer
        driver.get(f"{base}/play/{table.tokens.spectator}")
        time.sleep(0.5)
        roles = driver.find_elements(By.CSS_SELECTOR, "#tablebox .seat .role")
        assert len(roles) == 24 and all(r.text for r in roles)
        assert not driver.find_elements(By.CSS_SELECTOR, "#options button.opt")
        driver.get(f"{base}/play/{'x' * 43}")
        assert "403" in driver.find_element(By.TAG_NAME, "body").text
    finally:
        driver.quit()
        server.should_exit = True
        thread.join(timeout=10)
    game = table.game
    assert not game.fallbacks  # every human decision was answered through the page
    spoken = [ev for ev in game.events if ev.kind == "speech" and ev.data.get("text") == SAID]
    assert spoken and {ev.data["seat"] for ev in spoken} <= set(HUMANS)
    if to_the_end:
        assert verify_record(read_record(tmp_path / "game.json")).ok


def test_two_people_answer_and_speak_through_their_pages(tmp_path):
    """The default run: the first decisions and a speech of both seats, through the pages."""
    _game_through_pages(tmp_path, to_the_end=False)


@pytest.mark.slow
def test_two_people_play_a_whole_seal_game_through_their_pages(tmp_path):
    """A full seal game (about half a minute), recorded and replayable."""
    _game_through_pages(tmp_path, to_the_end=True)
