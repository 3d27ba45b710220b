//! Control flow: `for` loops over configuration or over a list of layers, branches on
//! configuration, and the function's final expression.

use super::*;

impl Analyzer {
    /// Whether `expr` is a method chain over a field of a differentiable argument
    /// (`self.blocks.iter().cloned()`): an iterator over parameters that a loop over
    /// configuration would read without gradients.
    pub(super) fn iterates_parameters(&self, expr: &Expr) -> bool {
        let mut root = strip(expr);
        let mut chained = false;
        loop {
            match root {
                Expr::MethodCall(m) => {
                    chained = true;
                    root = strip(&m.receiver);
                }
                Expr::Reference(r) => root = strip(&r.expr),
                _ => break,
            }
        }
        let base = match root {
            Expr::Field(f) => field_chain(f).map(|(base, _)| base),
            _ => None,
        };
        chained && base.is_some_and(|b| self.is_diff_param(&b))
    }

    /// A `for` loop.
    pub(super) fn for_loop(
        &mut self,
        f: &syn::ExprForLoop,
        scope: Scope,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) {
        if scope == Scope::Arm {
            errors.push(error(
                f.for_token.span,
                "a loop inside a branch is not differentiated: write the loop as a #[vjp] function or a layer of its own, and call it in the arm",
            ));
            return;
        }
        if let Some(label) = &f.label {
            errors.push(error(
                label.name.span(),
                "a loop of a derived #[vjp] function runs all of its iterations: it takes no label",
            ));
        }
        let number = self.loops;
        self.loops += 1;
        let saved = (self.names.clone(), self.fields.clone());
        let outer: HashSet<String> = self.accumulators.keys().cloned().collect();
        let iterable = match self.list(&f.expr) {
            Some((list, enumerated)) => {
                let (index, item_pat) = match (&*f.pat, enumerated) {
                    (Pat::Tuple(t), true) if t.elems.len() == 2 => (t.elems.first().cloned(), t.elems.last()),
                    (other, false) => (None, Some(other)),
                    (other, true) => {
                        errors.push(error(
                            other.span(),
                            "an enumerated loop over layers binds the index and the layer: `for (i, block) in self.blocks.iter().enumerate()`",
                        ));
                        return;
                    }
                };
                let item = match item_pat {
                    Some(Pat::Ident(p)) if p.by_ref.is_none() && p.mutability.is_none() && p.subpat.is_none() => {
                        p.ident.clone()
                    }
                    other => {
                        errors.push(error(
                            other.map_or(f.pat.span(), |p| p.span()),
                            "name the layer of each iteration: `for block in &self.blocks`",
                        ));
                        return;
                    }
                };
                if let Err(e) = self.bind(&item, Binding::Item) {
                    errors.push(e);
                }
                for name in index.iter().flat_map(names_of) {
                    if let Err(e) = self.bind(&name, Binding::Constant) {
                        errors.push(e);
                    }
                }
                Iterable::Layers {
                    list,
                    item,
                    index: index.map(Box::new),
                }
            }
            None if self.iterates_parameters(&f.expr) => {
                errors.push(error(
                    f.expr.span(),
                    "loop over layers as `for block in &self.blocks` or `for (i, block) in self.blocks.iter().enumerate()`: another iterator over a layer's parameters would read them as configuration, without gradients",
                ));
                return;
            }
            None => {
                if let Some(found) = self.mentions_diff(&f.expr) {
                    errors.push(error(
                        found.span(),
                        "a loop runs over configuration (`0..n`, `0..self.depth`) or over the layers of a list (`&self.blocks`, `self.blocks.iter()`), not over a differentiable value",
                    ));
                    return;
                }
                for name in names_of(&f.pat) {
                    if let Err(e) = self.bind(&name, Binding::Constant) {
                        errors.push(e);
                    }
                }
                Iterable::Config {
                    pattern: f.pat.clone(),
                    expr: f.expr.clone(),
                }
            }
        };
        let mut carried = Vec::new();
        for name in assigned(&f.body.stmts) {
            let Some((accumulator, before)) = self.accumulators.get(&name).cloned() else {
                continue;
            };
            let entry = self.version_name(&accumulator);
            self.accumulators.insert(name, (accumulator.clone(), entry.clone()));
            carried.push(Carried {
                accumulator,
                before,
                exit: entry.clone(),
                after: entry.clone(),
                entry,
            });
        }
        let mut body = Vec::new();
        let outer_lists: HashSet<String> = self.lists.keys().cloned().collect();
        self.depth += 1;
        let tail = self.statements(&f.body.stmts, Scope::Loop, &mut body, errors);
        self.depth -= 1;
        self.lists.retain(|name, _| outer_lists.contains(name));
        let mut lists: Vec<Ident> = Vec::new();
        for list in body.iter().flat_map(Step::pushes) {
            if outer_lists.contains(&names::text(&list)) && !lists.contains(&list) {
                lists.push(list);
            }
        }
        if let Some(tail) = tail {
            errors.push(error(
                tail.span(),
                "a loop's body is statements: bind values with `let` and assign accumulators with `h = ...;`",
            ));
        }
        for c in &mut carried {
            let text = names::text(&c.accumulator);
            if let Some((_, exit)) = self.accumulators.get(&text) {
                c.exit = exit.clone();
            }
            c.after = self.version_name(&c.accumulator);
            self.accumulators.insert(text, (c.accumulator.clone(), c.after.clone()));
        }
        (self.names, self.fields) = saved;
        // An accumulator declared in the body (`let mut`) starts again in each iteration and
        // ends with it.
        self.accumulators.retain(|name, _| outer.contains(name));
        let mut bound: HashSet<String> = carried.iter().map(|c| names::text(&c.entry)).collect();
        if let Iterable::Layers { item, .. } = &iterable {
            bound.insert(names::text(item));
        }
        let mut uses: Vec<CallArg> = carried
            .iter()
            .map(|c| CallArg::Name(c.before.clone(), Binding::Version))
            .collect();
        uses.extend(free_uses(&body, &bound));
        if let Iterable::Layers { list, .. } = &iterable {
            uses.push(list.clone());
        }
        steps.push(Step::Loop(Box::new(Loop {
            number,
            iterable,
            body,
            carried,
            uses,
            lists,
        })));
    }

    /// A condition, scrutinee or guard of a branch: configuration only.
    pub(super) fn condition(&self, expr: &Expr, what: &str, errors: &mut Vec<syn::Error>) {
        let (found, shape_read) = self.find(expr);
        if let Some(found) = found {
            errors.push(error(
                found.span(),
                format!(
                    "{what} on a differentiable value is not differentiated: branch on configuration (arguments by value, constants, fields such as `self.residual`), or write a rule with #[vjp(backward = ...)]"
                ),
            ));
        } else if self.export
            && let Some(span) = shape_read
        {
            errors.push(error(span, SHAPE_NOT_EXPORTED));
        }
    }

    /// `let var = if ... { ... } else { ... };` or a `match`: each arm derived.
    pub(super) fn branch(
        &mut self,
        var: Ident,
        ty: Option<Type>,
        expr: &Expr,
        steps: &mut Vec<Step>,
    ) -> syn::Result<()> {
        let mut errors = Vec::new();
        let mut arms = Vec::new();
        let scrutinee = match expr {
            Expr::If(first) => {
                let mut current = first;
                loop {
                    self.condition(&current.cond, "`if`", &mut errors);
                    let head = ArmHead::If(Some((*current.cond).clone()));
                    let bound = let_names(&current.cond);
                    arms.push(self.arm(
                        head,
                        bound,
                        &current.then_branch.stmts,
                        current.then_branch.span(),
                        &mut errors,
                    ));
                    match &current.else_branch {
                        None => {
                            errors.push(error(
                                current.if_token.span,
                                "an `if` that gives a value needs an `else`",
                            ));
                            break;
                        }
                        Some((_, next)) => match strip(next) {
                            Expr::If(next) => current = next,
                            Expr::Block(b) => {
                                arms.push(self.arm(
                                    ArmHead::If(None),
                                    Vec::new(),
                                    &b.block.stmts,
                                    b.span(),
                                    &mut errors,
                                ));
                                break;
                            }
                            other => {
                                errors.push(error(other.span(), "an `else` takes a block"));
                                break;
                            }
                        },
                    }
                }
                None
            }
            Expr::Match(m) => {
                self.condition(&m.expr, "`match`", &mut errors);
                for a in &m.arms {
                    if let Some((_, guard)) = &a.guard {
                        self.condition(guard, "a guard", &mut errors);
                    }
                    let head = ArmHead::Match(Box::new(a.pat.clone()), a.guard.as_ref().map(|(_, g)| (**g).clone()));
                    let stmts = match strip(&a.body) {
                        Expr::Block(b) if b.label.is_none() => b.block.stmts.clone(),
                        other => vec![Stmt::Expr(other.clone(), None)],
                    };
                    arms.push(self.arm(head, names_of(&a.pat), &stmts, a.body.span(), &mut errors));
                }
                Some((*m.expr).clone())
            }
            other => return Err(self.refusal(other)),
        };
        if let Some(e) = crate::diagnostics::combine(errors) {
            return Err(e);
        }
        let mut uses = Vec::new();
        let mut seen = HashSet::new();
        for arm in &arms {
            for arg in free_uses(&arm.body, &HashSet::new()) {
                if let Some(name) = target(&arg)
                    && seen.insert(names::text(&name))
                {
                    uses.push(arg);
                }
            }
        }
        steps.push(Step::Branch(Box::new(Branch {
            var,
            ty,
            scrutinee,
            arms,
            uses,
        })));
        Ok(())
    }

    /// One arm of a branch: its steps and its value, with the names its pattern binds as
    /// constants.
    pub(super) fn arm(
        &mut self,
        head: ArmHead,
        bound: Vec<Ident>,
        stmts: &[Stmt],
        span: Span,
        errors: &mut Vec<syn::Error>,
    ) -> Arm {
        let saved = (self.names.clone(), self.fields.clone());
        for name in bound {
            if let Err(e) = self.bind(&name, Binding::Constant) {
                errors.push(e);
            }
        }
        let mut body = Vec::new();
        let output = match self.statements(stmts, Scope::Arm, &mut body, errors) {
            Some(tail) => self.arm_output(tail, &mut body, errors),
            None => {
                errors.push(error(
                    span,
                    "an arm gives the branch's value: end it with an expression",
                ));
                ArmOutput::Constant(Box::new(syn::parse_quote!(())))
            }
        };
        (self.names, self.fields) = saved;
        Arm { head, body, output }
    }

    /// The value an arm gives: computed by its steps, a copy of a value from outside, or a
    /// constant.
    pub(super) fn arm_output(&mut self, tail: &Expr, body: &mut Vec<Step>, errors: &mut Vec<syn::Error>) -> ArmOutput {
        // An arm's value, like the function's, may be written `Ok(value)` or `value?`.
        let tail = strip_try(strip_ok(tail));
        if self.mentions_diff(tail).is_none() {
            return ArmOutput::Constant(Box::new(tail.clone()));
        }
        if let Some(ident) = single_ident(strip(tail))
            && body.iter().any(|s| s.defines().contains(&ident))
        {
            return ArmOutput::Value(ident);
        }
        let base = match single_ident(strip(tail)) {
            Some(_) => "copy".to_string(),
            None => operation(tail),
        };
        let var = self.temporary(&base);
        let result = match single_ident(strip(tail)) {
            // A value from outside the arm, given as the branch's value: a copy of it.
            Some(ident) => self.name_arg(ident, true).map(|arg| {
                body.push(Step::Call(Box::new(Call {
                    var: var.clone(),
                    ty: None,
                    func: self.op("copy", tail.span()),
                    args: vec![arg],
                })));
            }),
            None => self.compute(var.clone(), None, tail, body),
        };
        if let Err(e) = result {
            errors.push(e);
        }
        ArmOutput::Value(var)
    }

    /// The function's final expression: the name of its value, computed into a fresh name
    /// when it is an expression.
    pub(super) fn function_output(
        &mut self,
        expr: &Expr,
        steps: &mut Vec<Step>,
        errors: &mut Vec<syn::Error>,
    ) -> Option<Ident> {
        let tail = strip_try(strip_ok(expr));
        if let Some(ident) = single_ident(tail)
            && self.is_diff(&names::text(&ident))
        {
            return Some(match self.accumulators.get(&names::text(&ident)) {
                Some((_, current)) => current.clone(),
                None => ident,
            });
        }
        if self.mentions_diff(tail).is_none() {
            errors.push(error(
                expr.span(),
                "the result does not depend on any differentiable argument: a derived #[vjp] function must compute its result from them",
            ));
            return None;
        }
        let var = Ident::new(&names::fresh(OUTPUT, &self.taken), Span::mixed_site());
        match self.compute(var.clone(), None, tail, steps) {
            Ok(()) => Some(var),
            Err(e) => {
                errors.push(e);
                None
            }
        }
    }
}
