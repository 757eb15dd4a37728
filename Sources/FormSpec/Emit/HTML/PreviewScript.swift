/// The visual preview's one script, which lets a reviewer try the form's logic: it reads the
/// logic from the page's data block (``LogicScriptData``), adds under each control a field to
/// answer it and, at the top, a panel with a "Check answers" button; as the answers change it
/// hides the controls whose `visibleWhen` fails, disables those (and the items) whose
/// `enabledWhen` fails, says which are required, and lists the form's issues.
///
/// It follows the logic as the compiler's analysis and the generated `Values` do: a hidden
/// control has no answer (a test on it sees none: `is`, `includes` and `answered: true` fail,
/// their opposites hold), transitively; a control met again while its own visibility is decided
/// is hidden, so that nothing loops; a disabled control keeps its answer; a control is required
/// when it is shown and `required` or its `requiredWhen` holds; a shown control's one issue is,
/// in this order, `required` (unanswered), too few, too many, with the spec's message.
///
/// It writes text only through `textContent` and builds elements with the DOM: nothing of the
/// spec is ever parsed as markup. Without scripts the page is as it was: every control drawn,
/// hidden ones too, each with its logic in words. The page's Content-Security-Policy allows this
/// script by its hash (``policy(scripted:)``), and nothing else.
enum PreviewScript {
    /// The page's Content-Security-Policy: nothing fetched, its inline style, and, when `scripted`,
    /// this script by its hash.
    static func policy(scripted: Bool) -> String {
        "default-src 'none'; style-src 'unsafe-inline'; script-src " + (scripted ? "'\(hash)'" : "'none'")
    }

    /// The script's hash as a Content-Security-Policy names it: `sha256-…`.
    static let hash = "sha256-" + SHA256.base64(SHA256.digest(source.utf8))

    /// The script, as written in the page (its hash is of these bytes).
    static let source = #"""
        (() => {
          "use strict";
          const block = document.getElementById("formspec-logic");
          const pairs = document.querySelectorAll("main .form > section.pair");
          if (!block) return;
          const controls = JSON.parse(block.textContent).controls;
          if (pairs.length !== controls.length) return;
          const positions = new Map();
          controls.forEach((control, index) => { if (!positions.has(control.id)) positions.set(control.id, index); });
          const answers = controls.map(control => control.initial.slice());
          const element = (tag, className, text) => {
            const made = document.createElement(tag);
            if (className) made.className = className;
            if (text !== undefined) made.textContent = text;
            return made;
          };
          const answered = (control, answer) =>
            control.answers.kind === "state" ? answer[0] === control.answers.requiredWord : answer.length > 0;

          // What the logic makes of the answers: each control's visibility, enabling, requirement, issue.
          function evaluate() {
            const visible = controls.map(() => undefined);
            const isVisible = index => {
              if (visible[index] === undefined) {
                visible[index] = false;
                const condition = controls[index].visibleWhen;
                visible[index] = condition === null || holds(condition);
              }
              return visible[index];
            };
            const answerOf = id => {
              const index = positions.get(id);
              return index !== undefined && isVisible(index) ? answers[index] : null;
            };
            function holds(condition) {
              if (condition.all) return condition.all.every(holds);
              if (condition.any) return condition.any.some(holds);
              if (condition.not) return !holds(condition.not);
              const answer = answerOf(condition.control);
              if ("is" in condition) return answer !== null && answer.length === 1 && answer[0] === condition.is;
              if ("isNot" in condition) return !(answer !== null && answer.length === 1 && answer[0] === condition.isNot);
              if ("includes" in condition) return answer !== null && answer.includes(condition.includes);
              if ("excludes" in condition) return !(answer !== null && answer.includes(condition.excludes));
              const yes = answer !== null && answered(controls[positions.get(condition.control)], answer);
              return condition.answered ? yes : !yes;
            }
            return controls.map((control, index) => {
              const shown = isVisible(index);
              const enabled = control.enabled && (control.enabledWhen === null || holds(control.enabledWhen));
              const required = shown && (control.required || (control.requiredWhen !== null && holds(control.requiredWhen)));
              const items = control.answers.options.map(option =>
                enabled && option.enabled && (option.enabledWhen === null || holds(option.enabledWhen)));
              const answer = answers[index];
              const issue = !shown ? null
                : required && !answered(control, answer) ? control.messages.required
                : control.minSelected !== null && answer.length < control.minSelected ? control.messages.tooFew
                : control.maxSelected !== null && answer.length > control.maxSelected ? control.messages.tooMany
                : null;
              return { shown, enabled, required, items, issue };
            });
          }

          // The panel at the top, and a field under each control.
          const panel = element("section", "try-panel");
          panel.setAttribute("aria-labelledby", "try-heading");
          const heading = element("h2", "", "Try the form's logic");
          heading.id = "try-heading";
          const hiddenCount = element("p", "note hidden-count");
          const check = element("button", "check", "Check answers");
          check.type = "button";
          const issues = element("ul", "issues");
          issues.setAttribute("aria-live", "polite");
          panel.append(heading, element("p", "note",
            "Answer the controls in the fields under them: controls appear, are enabled and become required as the " +
            "form's conditions say. The drawings keep the spec's initial answers."), hiddenCount, check, issues);
          document.querySelector("main").prepend(panel);
          let checked = false;
          const fields = controls.map((control, index) => {
            const box = element("div", "try");
            const options = control.answers.options;
            let inputs;
            if (control.answers.kind === "selection") {
              inputs = options.map((option, number) => {
                const label = element("label");
                const input = element("input");
                input.type = "checkbox";
                input.checked = answers[index].includes(option.id);
                input.addEventListener("change", () => {
                  answers[index] = options.filter((_, n) => inputs[n].checked).map(each => each.id);
                  update();
                });
                label.append(input, " " + option.label);
                box.append(label);
                return input;
              });
            } else {
              const select = element("select");
              select.setAttribute("aria-label", "Answer of " + control.name);
              if (control.answers.kind === "choice") select.append(element("option", "", "(no selection)"));
              inputs = options.map(option => {
                const choice = element("option", "", option.label);
                select.append(choice);
                return choice;
              });
              const first = control.answers.kind === "choice" ? 1 : 0;
              const chosen = options.findIndex(option => answers[index].includes(option.id));
              select.selectedIndex = chosen < 0 ? 0 : chosen + first;
              select.addEventListener("change", () => {
                const option = options[select.selectedIndex - first];
                answers[index] = option ? [option.id] : [];
                update();
              });
              box.append(select);
              inputs.select = select;
            }
            const status = element("p", "status");
            box.prepend(element("span", "try-label", "Your answer:"));
            box.append(status);
            pairs[index].append(box);
            return { inputs, status };
          });

          function update() {
            const now = evaluate();
            now.forEach((state, index) => {
              const field = fields[index];
              pairs[index].hidden = !state.shown;
              pairs[index].classList.toggle("has-issue", checked && state.issue !== null);
              if (field.inputs.select) field.inputs.select.disabled = !state.enabled;
              field.inputs.forEach((input, number) => { input.disabled = !state.items[number]; });
              const words = [state.enabled ? "enabled" : "disabled", state.required ? "required" : "optional"];
              if (checked && state.issue !== null) words.push(state.issue);
              field.status.textContent = "Now: " + words.join(" · ");
            });
            const hidden = now.filter(state => !state.shown).length;
            hiddenCount.textContent = hidden === 1 ? "1 control is hidden now." : hidden + " controls are hidden now.";
            if (!checked) return;
            issues.replaceChildren();
            const found = now.map((state, index) => [state, index]).filter(([state]) => state.issue !== null);
            if (found.length === 0) issues.append(element("li", "none", "No issue: the form can be submitted."));
            for (const [state, index] of found) {
              const item = element("li", "issue");
              item.append(element("strong", "", controls[index].name), " (" + controls[index].id + "): " + state.issue);
              issues.append(item);
            }
          }
          check.addEventListener("click", () => { checked = true; update(); });
          update();
        })();
        """#
}
