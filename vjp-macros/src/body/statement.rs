//! Statements: `let` bindings, list declarations and pushes, assignments to accumulators.

use super::*;

impl Analyzer {
    /// The statements of a block, analysed into `steps`; its final expression (one without
    /// `;` that gives a value), not yet read.
    pub(super) fn statements<'b>(
        &mut self,
        stmts: &'b [Stmt],
        scope: Scope,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) -> Option<&'b Expr> {
        let count = stmts.len();
        for (index, stmt) in stmts.iter().enumerate() {
            match stmt {
                Stmt::Local(local) => self.local(local, scope, steps, errors),
                Stmt::Expr(expr, None) if index + 1 == count && !is_statement(expr) => return Some(expr),
                Stmt::Expr(expr, _) => self.statement(expr, scope, steps, errors),
                Stmt::Item(item) => errors.push(error(
                    item.span(),
                    "items inside a derived #[vjp] function are not supported: define them outside",
                )),
                Stmt::Macro(m) => errors.push(error(
                    m.mac.path.span(),
                    "macros are not supported in a derived #[vjp] function: call #[vjp] functions",
                )),
            }
        }
        None
    }

    /// A `let`: a constant, a differentiable value, or an accumulator's first version.
    pub(super) fn local(&mut self, local: &Local, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
        // A constant may bind any pattern (`let (rows, cols) = (x.nrows(), x.ncols());`).
        if let Some(init) = &local.init
            && init.diverge.is_none()
            && !matches!(local.pat, Pat::Ident(_) | Pat::Type(_))
            && self.mentions_diff(&init.expr).is_none()
        {
            if self.export
                && let (_, Some(span)) = self.find(&init.expr)
            {
                errors.push(error(span, SHAPE_NOT_EXPORTED));
            }
            steps.push(Step::Constant(Box::new(local.clone())));
            for name in names_of(&local.pat) {
                if let Err(e) = self.bind(&name, Binding::Constant) {
                    errors.push(e);
                }
            }
            return;
        }
        let (ident, ty, mutable, refusal) = binding(&local.pat);
        errors.extend(refusal);
        let Some(init) = &local.init else {
            errors.push(error(
                local.span(),
                "every `let` in a derived #[vjp] function needs a value",
            ));
            return;
        };
        if let Some((else_token, _)) = &init.diverge {
            errors.push(error(
                else_token.span,
                "`let ... else` is not supported in a derived #[vjp] function",
            ));
        }
        if mutable.is_some()
            && let Some(ident) = &ident
            && is_new_list(&init.expr)
        {
            self.declare_list(ident, scope, steps, errors);
            return;
        }
        let differentiable = self.mentions_diff(&init.expr).is_some();
        if !differentiable
            && self.export
            && let (_, Some(span)) = self.find(&init.expr)
        {
            errors.push(error(span, SHAPE_NOT_EXPORTED));
        }
        let mut accumulator = false;
        if let Some(span) = mutable {
            if scope == Scope::Arm {
                errors.push(error(
                    span,
                    "an accumulator (`let mut`) is declared in the function's body or a loop's, before the loop that reassigns it",
                ));
            } else if !differentiable {
                errors.push(error(
                    span,
                    "`let mut` is for an accumulator of differentiable values, reassigned in a loop (`h = &h + &y;`): bind each constant once",
                ));
            } else if single_ident(strip(&init.expr)).is_some() {
                errors.push(error(
                    init.expr.span(),
                    "an accumulator starts from a value of its own: copy the value in, `let mut h = x.clone();`",
                ));
            } else {
                accumulator = true;
            }
        }
        let mut computed = true;
        if differentiable {
            if let Some(var) = ident.clone()
                && let Err(e) = self.compute(var, ty, &init.expr, steps)
            {
                errors.push(e);
                computed = false;
            }
        } else {
            steps.push(Step::Constant(Box::new(local.clone())));
        }
        let Some(ident) = ident else { return };
        let kind = match (differentiable, accumulator) {
            (false, _) => Binding::Constant,
            (true, false) => Binding::Intermediate,
            (true, true) => Binding::Version,
        };
        if let Err(e) = self.bind(&ident, kind) {
            errors.push(e);
        } else if accumulator && computed {
            steps.push(Step::Push(Push {
                accumulator: ident.clone(),
                var: ident.clone(),
                first: true,
                list: false,
            }));
            self.accumulators.insert(names::text(&ident), (ident.clone(), ident));
        }
    }

    /// `let mut outs = Vec::new();`: a list, filled by pushes and read after them.
    pub(super) fn declare_list(
        &mut self,
        ident: &Ident,
        scope: Scope,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) {
        if scope == Scope::Arm {
            errors.push(error(
                ident.span(),
                "a list (`let mut outs = Vec::new();`) is declared in the function's body or a loop's, before the loop that fills it",
            ));
            return;
        }
        if let Err(e) = self.bind(ident, Binding::List) {
            errors.push(e);
            return;
        }
        self.lists.insert(
            names::text(ident),
            ListState {
                depth: self.depth,
                read: false,
            },
        );
        steps.push(Step::List(ident.clone()));
    }

    /// `outs.push(value);`: the value becomes the list's next element. A value computed at
    /// this depth moves in (and is read from the list after); another is copied in.
    pub(super) fn push(
        &mut self,
        list: &Ident,
        value: &Expr,
        scope: Scope,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) {
        let text = names::text(list);
        if scope == Scope::Arm {
            errors.push(error(
                list.span(),
                "an arm of a branch gives a value and pushes nothing: push the branch's value after it",
            ));
            return;
        }
        if self.lists.get(&text).is_some_and(|l| l.read) {
            errors.push(error(
                list.span(),
                format!("`{text}` is pushed after it is read: read a list after the loops that fill it"),
            ));
            return;
        }
        let var = match single_ident(strip(value)) {
            Some(ident)
                if self.names.get(&names::text(&ident)) == Some(&Binding::Intermediate)
                    && self.bound_at.get(&names::text(&ident)) == Some(&self.depth)
                    && !self.pushed.contains(&names::text(&ident)) =>
            {
                ident
            }
            Some(ident) if self.is_diff(&names::text(&ident)) => {
                let var = self.temporary(&format!("{text}_item"));
                let copy: Expr = syn::parse_quote_spanned!(ident.span()=> #ident.clone());
                if let Err(e) = self.compute(var.clone(), None, &copy, steps) {
                    errors.push(e);
                    return;
                }
                var
            }
            _ => {
                if self.mentions_diff(value).is_none() {
                    errors.push(error(
                        value.span(),
                        format!("push differentiable values into `{text}`: a list's elements are computed"),
                    ));
                    return;
                }
                let var = self.temporary(&format!("{text}_item"));
                if let Err(e) = self.compute(var.clone(), None, value, steps) {
                    errors.push(e);
                    return;
                }
                var
            }
        };
        self.pushed.insert(names::text(&var));
        steps.push(Step::Push(Push {
            accumulator: list.clone(),
            var,
            first: false,
            list: true,
        }));
    }

    /// A statement that is not a `let`: an accumulator's assignment or a loop.
    pub(super) fn statement(&mut self, expr: &Expr, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
        match strip(expr) {
            Expr::MethodCall(m)
                if m.method == "push"
                    && m.args.len() == 1
                    && let Some(value) = m.args.first()
                    && let Some(list) = single_ident(strip(&m.receiver))
                    && self.names.get(&names::text(&list)) == Some(&Binding::List) =>
            {
                self.push(&list, value, scope, steps, errors);
            }
            Expr::Assign(a) => self.assign(&a.left, &a.right, scope, steps, errors),
            Expr::Binary(b) if let Some(op) = compound(&b.op) => {
                let left = &b.left;
                let right = &b.right;
                let desugared: Expr = syn::parse_quote_spanned!(b.op.span()=> &#left #op (#right));
                self.assign(left, &desugared, scope, steps, errors);
            }
            Expr::ForLoop(f) => self.for_loop(f, scope, steps, errors),
            Expr::Break(b) => errors.push(error(
                b.break_token.span,
                "`break` is not differentiated: a loop of a derived #[vjp] function runs all of its iterations",
            )),
            Expr::Continue(c) => errors.push(error(
                c.continue_token.span,
                "`continue` is not differentiated: a loop of a derived #[vjp] function runs all of its iterations",
            )),
            Expr::While(_) | Expr::Loop(_) => errors.push(self.refusal(strip(expr))),
            Expr::Return(r) => errors.push(error(
                r.return_token.span,
                "`return` is not differentiated: a derived #[vjp] function ends with the expression it returns",
            )),
            other => {
                if self.mentions_diff(other).is_some() && !matches!(other, Expr::Call(_)) {
                    errors.push(self.refusal(other));
                } else {
                    errors.push(error(
                        other.span(),
                        "a derived #[vjp] function is `let` bindings and a final expression: bind this with `let`",
                    ));
                }
            }
        }
    }

    /// `h = expr;`: the next version of the accumulator `h`.
    pub(super) fn assign(
        &mut self,
        left: &Expr,
        right: &Expr,
        scope: Scope,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) {
        let Some(ident) = single_ident(strip(left)) else {
            errors.push(error(
                left.span(),
                "assign to an accumulator by its name (`h = &h + &y;`): other assignments are not differentiated",
            ));
            return;
        };
        let text = names::text(&ident);
        let Some((accumulator, _)) = self.accumulators.get(&text).cloned() else {
            errors.push(error(
                ident.span(),
                format!("`{text}` is not an accumulator: declare it `let mut {text} = ...;` to reassign it"),
            ));
            return;
        };
        if scope == Scope::Arm {
            errors.push(error(
                ident.span(),
                format!(
                    "an arm of a branch gives a value and assigns nothing: assign the branch's value, `{text} = if ... {{ ... }} else {{ ... }};`"
                ),
            ));
            return;
        }
        if self.mentions_diff(right).is_none() {
            errors.push(error(
                right.span(),
                format!("the new value of `{text}` must be computed from differentiable values"),
            ));
            return;
        }
        let var = self.version_name(&accumulator);
        match self.compute(var.clone(), None, right, steps) {
            Ok(()) => {
                steps.push(Step::Push(Push {
                    accumulator: accumulator.clone(),
                    var: var.clone(),
                    first: false,
                    list: false,
                }));
                self.accumulators.insert(text, (accumulator, var));
            }
            Err(e) => errors.push(e),
        }
    }

    /// A fresh name for the next version of an accumulator (`h_1`, `h_2`, ...).
    pub(super) fn version_name(&mut self, accumulator: &Ident) -> Ident {
        let base = names::text(accumulator);
        let mut n = 1;
        while self.taken.contains(&format!("{base}_{n}")) {
            n += 1;
        }
        self.temporary(&format!("{base}_{n}"))
    }

    /// The list a loop runs over, when it is one of layers: `&layer.blocks`,
    /// `layer.blocks.iter()`, or a differentiable argument (`blocks`, `&blocks`); and whether
    /// it is enumerated (`layer.blocks.iter().enumerate()`).
    pub(super) fn list(&mut self, expr: &Expr) -> Option<(CallArg, bool)> {
        let (expr, enumerated) = match strip(expr) {
            Expr::MethodCall(m) if m.method == "enumerate" && m.args.is_empty() => (strip(&m.receiver), true),
            other => (other, false),
        };
        let inner = match expr {
            Expr::Reference(r) if r.mutability.is_none() => strip(&r.expr),
            Expr::MethodCall(m) if m.method == "iter" && m.args.is_empty() => strip(&m.receiver),
            other => other,
        };
        if let Some(field) = self.field_arg(inner) {
            return Some((field, enumerated));
        }
        let ident = single_ident(inner)?;
        if self.names.get(&names::text(&ident)) != Some(&Binding::Param(ParamKind::Diff)) {
            return None;
        }
        self.layers.insert(names::text(&ident));
        Some((CallArg::Name(ident, Binding::Param(ParamKind::Diff)), enumerated))
    }
}
