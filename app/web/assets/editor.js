// sdkgen's web app: the config editor. A textarea with data-check names the endpoint that runs sdkgen's
// diagnostics on its text (the same as sdkgen validate). This script marks them inside the editor as one types:
// a line-number gutter with a marker on each line that has one, the text from the diagnostic's column
// highlighted behind the textarea, the caret's line's diagnostics in a status line, and a list whose entries
// move the caret to their line and column (F8 goes to the next one). Without the script the page lists them
// under a numbered copy of the file. Everything is built with DOM calls and textContent: no HTML from the
// text or the server is parsed, and no style is inline (the Content-Security-Policy allows neither).
"use strict";

(function () {
  var DELAY = 600; // ms after the last keystroke before checking

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // lineStarts gives the offset of each line's first character.
  function lineStarts(text) {
    var starts = [0];
    for (var i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) starts.push(i + 1);
    }
    return starts;
  }

  // describe says a diagnostic in words, with its place.
  function describe(d) {
    var where = d.line > 0 ? "Line " + d.line + ", column " + d.column : d.file || "sdkgen.yml";
    return where + ": " + d.level + " " + d.code + ": " + d.message;
  }

  function worst(list) {
    var rank = { fatal: 4, error: 3, warning: 2, note: 1 };
    var w = "note";
    list.forEach(function (d) {
      if ((rank[d.level] || 0) > (rank[w] || 0)) w = d.level;
    });
    return w === "fatal" ? "error" : w;
  }

  function Editor(ta) {
    this.ta = ta;
    this.url = ta.getAttribute("data-check");
    this.form = ta.form;
    this.diags = [];
    this.seq = 0;
    this.timer = null;
    this.build();
    this.listen();
    this.render();
    this.check();
  }

  Editor.prototype.build = function () {
    var ta = this.ta;
    this.wrap = el("div", "editor");
    this.gutter = el("div", "editor-gutter");
    this.gutter.setAttribute("aria-hidden", "true");
    this.body = el("div", "editor-body");
    this.backdrop = el("div", "editor-backdrop");
    this.backdrop.setAttribute("aria-hidden", "true");
    ta.parentNode.insertBefore(this.wrap, ta);
    this.wrap.appendChild(this.gutter);
    this.wrap.appendChild(this.body);
    this.body.appendChild(this.backdrop);
    this.body.appendChild(ta);
    ta.classList.add("editor-text");

    this.status = el("p", "editor-status");
    this.status.id = "editor-status";
    this.status.setAttribute("role", "status");
    this.wrap.parentNode.insertBefore(this.status, this.wrap.nextSibling);

    var panel = el("div", "editor-diagnostics");
    panel.id = "editor-diagnostics";
    this.summary = el("p", "editor-summary");
    this.summary.id = "editor-summary";
    this.summary.setAttribute("aria-live", "polite");
    var hint = el("p", "hint", "Each entry moves the cursor to its line and column. In the editor, F8 goes to the next diagnostic.");
    hint.id = "editor-hint";
    this.list = el("ul", "diagnostics editor-list");
    this.list.setAttribute("aria-label", "Diagnostics of sdkgen.yml");
    panel.appendChild(this.summary);
    panel.appendChild(this.list);
    panel.appendChild(hint);
    this.status.parentNode.insertBefore(panel, this.status.nextSibling);
    ta.setAttribute("aria-describedby", "editor-status editor-summary editor-hint");

    // The numbered copy below the form is what the page shows without the script; the editor shows it now.
    ["config-diagnostics"].forEach(function (id) {
      var copy = document.getElementById(id);
      if (copy) copy.hidden = true;
    });
  };

  Editor.prototype.listen = function () {
    var self = this;
    var ta = this.ta;
    ta.addEventListener("input", function () {
      self.render();
      clearTimeout(self.timer);
      self.timer = setTimeout(function () {
        self.check();
      }, DELAY);
    });
    ta.addEventListener("scroll", function () {
      self.syncScroll();
    });
    ["keyup", "click", "focus", "select"].forEach(function (name) {
      ta.addEventListener(name, function () {
        self.showCaretLine();
      });
    });
    ta.addEventListener("keydown", function (ev) {
      if (ev.key === "F8") {
        ev.preventDefault();
        self.next(ev.shiftKey ? -1 : 1);
      }
    });
  };

  Editor.prototype.syncScroll = function () {
    this.backdrop.scrollTop = this.ta.scrollTop;
    this.backdrop.scrollLeft = this.ta.scrollLeft;
    this.gutter.scrollTop = this.ta.scrollTop;
  };

  // byLine groups the located diagnostics by line.
  Editor.prototype.byLine = function () {
    var out = {};
    this.diags.forEach(function (d) {
      if (d.line > 0) (out[d.line] = out[d.line] || []).push(d);
    });
    return out;
  };

  // render redraws the gutter and the highlights from the text and the last diagnostics.
  Editor.prototype.render = function () {
    var lines = this.ta.value.split("\n");
    var marks = this.byLine();
    var gutter = document.createDocumentFragment();
    var backdrop = document.createDocumentFragment();
    lines.forEach(function (text, i) {
      var n = i + 1;
      var num = el("div", "editor-num", String(n));
      var line = el("div", "editor-line");
      var here = marks[n];
      if (here) {
        var level = worst(here);
        num.classList.add("mark-" + level);
        num.title = here.map(describe).join("\n");
        var col = Math.min(Math.max(here[0].column - 1, 0), text.length);
        var end = col;
        while (end < text.length && !/\s/.test(text.charAt(end))) end++;
        if (end === col) end = Math.min(col + 1, text.length);
        line.appendChild(document.createTextNode(text.slice(0, col)));
        line.appendChild(el("mark", "mark-" + level, text.slice(col, end) || " "));
        line.appendChild(document.createTextNode(text.slice(end)));
      } else {
        line.textContent = text;
      }
      if (!line.textContent) line.textContent = " ";
      gutter.appendChild(num);
      backdrop.appendChild(line);
    });
    this.gutter.replaceChildren(gutter);
    this.backdrop.replaceChildren(backdrop);
    this.syncScroll();
  };

  // check sends the text to the endpoint and shows its diagnostics; an answer to an older text is dropped.
  Editor.prototype.check = function () {
    var self = this;
    var seq = ++this.seq;
    var body = new URLSearchParams();
    body.set("csrf", this.form.elements.csrf.value);
    body.set("config", this.ta.value);
    fetch(this.url, { method: "POST", body: body, credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (res) {
        if (!res.ok) throw new Error("status " + res.status);
        return res.json();
      })
      .then(function (data) {
        if (seq !== self.seq) return;
        self.diags = data.diagnostics || [];
        self.render();
        self.showList(data.errors || 0);
        self.showCaretLine();
      })
      .catch(function () {
        if (seq === self.seq) self.summary.textContent = "The diagnostics could not be updated; saving checks the file all the same.";
      });
  };

  Editor.prototype.showList = function (errors) {
    var self = this;
    var items = document.createDocumentFragment();
    this.diags.forEach(function (d) {
      var li = el("li", "level-" + d.level);
      if (d.line > 0) {
        var b = el("button", "link", describe(d));
        b.type = "button";
        b.setAttribute("data-line", d.line);
        b.setAttribute("data-column", d.column);
        b.addEventListener("click", function () {
          self.jump(d.line, d.column);
        });
        li.appendChild(b);
      } else {
        li.textContent = describe(d);
      }
      items.appendChild(li);
    });
    this.list.replaceChildren(items);
    this.summary.textContent = this.diags.length === 0 ? "No diagnostics." :
      errors + " error(s), " + this.diags.length + " diagnostic(s) in all.";
    var summary = document.getElementById("config-summary");
    if (summary) {
      var p = errors > 0 ? el("p", "error", errors + " error(s): fix them, then save. They are marked at their line.") :
        el("p", "ok", "No errors. Save to start a build.");
      p.id = errors > 0 ? "config-errors" : "config-ok";
      summary.replaceChildren(p);
    }
  };

  // jump puts the caret at line:column and shows it.
  Editor.prototype.jump = function (line, column) {
    var text = this.ta.value;
    var starts = lineStarts(text);
    var i = Math.min(line, starts.length) - 1;
    var end = i + 1 < starts.length ? starts[i + 1] - 1 : text.length;
    var at = Math.min(starts[i] + Math.max(column - 1, 0), end);
    this.ta.focus();
    this.ta.setSelectionRange(at, at);
    var lineHeight = this.gutter.firstChild ? this.gutter.firstChild.offsetHeight : 20;
    var top = i * lineHeight;
    if (top < this.ta.scrollTop || top > this.ta.scrollTop + this.ta.clientHeight - 2 * lineHeight) {
      this.ta.scrollTop = Math.max(0, top - 3 * lineHeight);
    }
    this.syncScroll();
    this.showCaretLine();
  };

  // next moves to the next (or previous) located diagnostic after the caret's line, round the file.
  Editor.prototype.next = function (dir) {
    var located = this.diags.filter(function (d) {
      return d.line > 0;
    });
    if (located.length === 0) return;
    var line = this.caretLine();
    var pick = dir > 0 ? located.find(function (d) {
      return d.line > line;
    }) || located[0] : located.slice().reverse().find(function (d) {
      return d.line < line;
    }) || located[located.length - 1];
    this.jump(pick.line, pick.column);
  };

  Editor.prototype.caretLine = function () {
    return this.ta.value.slice(0, this.ta.selectionStart).split("\n").length;
  };

  // showCaretLine says the diagnostics of the caret's line in the status line.
  Editor.prototype.showCaretLine = function () {
    var here = this.byLine()[this.caretLine()] || [];
    var text = here.map(describe).join(" · ");
    if (this.status.textContent !== text) this.status.textContent = text;
  };

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("textarea[data-check]").forEach(function (ta) {
      new Editor(ta);
    });
  });
})();
