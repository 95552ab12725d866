// sdkgen's web app: live build status. A page element with data-poll names a JSON endpoint; while builds run it
// is fetched every 1.5 s and the statuses on the page are updated in place (text only, never HTML). When every
// build is done, or a new one appears, the page reloads once to show the outcome.
"use strict";

(function () {
  function setStatus(el, status) {
    if (!el || el.textContent === status) return;
    el.textContent = status;
    el.className = el.className.replace(/\bstatus-\S+/g, "").trim() + " status-" + status;
  }

  function updateBuild(root, row) {
    setStatus(root.querySelector("[data-field=status]"), row.status);
    var duration = root.querySelector("[data-field=duration]");
    if (duration) duration.textContent = row.duration;
    (row.targets || []).forEach(function (t) {
      var item = root.querySelector("[data-target='" + CSS.escape(t.target) + "']");
      if (!item) return;
      setStatus(item.querySelector(".status"), t.status);
      var took = item.querySelector("[data-field=target-duration]");
      if (took && t.duration) took.textContent = t.duration;
    });
  }

  // apply updates the page from the endpoint's answer and tells whether the page should reload.
  function apply(el, data) {
    if (data.builds) {
      var unknown = false;
      data.builds.forEach(function (row) {
        var tr = el.querySelector("tr[data-build='" + CSS.escape(row.id) + "']");
        if (tr) updateBuild(tr, row);
        else unknown = true;
      });
      return unknown || data.done;
    }
    updateBuild(document, data);
    return data.done;
  }

  function poll(el) {
    var url = el.getAttribute("data-poll");
    var timer = setInterval(function () {
      fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (res) {
          if (!res.ok) throw new Error("status " + res.status);
          return res.json();
        })
        .then(function (data) {
          if (apply(el, data)) {
            clearInterval(timer);
            window.location.reload();
          }
        })
        .catch(function () {
          clearInterval(timer);
        });
    }, 1500);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-poll]").forEach(poll);
  });
})();
