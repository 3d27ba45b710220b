//! Expressions: what a differentiable expression computes (calls, operators, field and
//! layer arguments), flattened into steps, and the refusal of everything else.

use super::*;

/// Whether `m` reads the shape of a plain name (`x.ncols()`, `(&x).dims()`).
pub(super) fn is_shape_read(m: &syn::ExprMethodCall) -> bool {
    let receiver = match strip(&m.receiver) {
        Expr::Reference(r) => strip(&r.expr),
        other => other,
    };
    m.args.is_empty()
        && m.turbofish.is_none()
        && SHAPE_READS.contains(&names::text(&m.method).as_str())
        && single_ident(receiver).is_some()
}

/// The first differentiable name an expression uses, looking through macros' tokens and past
/// shape reads.
struct Finder<'a> {
    analyzer: &'a Analyzer,
    found: Option<Ident>,
    shape_read: Option<Span>,
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_expr_field(&mut self, f: &'ast syn::ExprField) {
        // A field of a differentiable argument read by value is configuration (`layer.eps`).
        if field_chain(f).is_some_and(|(base, _)| self.analyzer.is_diff_param(&base)) {
            return;
        }
        syn::visit::visit_expr_field(self, f);
    }

    fn visit_expr_reference(&mut self, r: &'ast syn::ExprReference) {
        // ... and by reference, a parameter (`&layer.gain`).
        if let Some((base, _)) = field_path(&r.expr).filter(|(base, _)| self.analyzer.is_diff_param(base)) {
            if self.found.is_none() {
                self.found = Some(base);
            }
            return;
        }
        syn::visit::visit_expr_reference(self, r);
    }

    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        if is_shape_read(m) {
            // The one shape read an exported body cannot make: `shape()`'s typed dimensions.
            if m.method == "shape" {
                self.shape_read = self.shape_read.or(Some(m.method.span()));
            }
            return;
        }
        // A nested layer's method (`layer.mlp.forward(&h)`) depends on the layer's parameters.
        if let Some((base, _)) = field_path(&m.receiver).filter(|(base, _)| self.analyzer.is_diff_param(base)) {
            if self.found.is_none() {
                self.found = Some(base);
            }
            return;
        }
        syn::visit::visit_expr_method_call(self, m);
    }

    fn visit_ident(&mut self, ident: &'ast Ident) {
        if self.found.is_none() && self.analyzer.is_diff(&names::text(ident)) {
            self.found = Some(ident.clone());
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if self.found.is_none() {
            self.found = self.analyzer.mentioned(mac.tokens.clone());
        }
        syn::visit::visit_macro(self, mac);
    }
}

impl Analyzer {
    /// Whether `ident` is a differentiable argument or a loop's layer: a struct whose fields
    /// are parameters.
    pub(super) fn is_diff_param(&self, ident: &Ident) -> bool {
        matches!(
            self.names.get(&names::text(ident)),
            Some(Binding::Param(ParamKind::Diff) | Binding::Item)
        )
    }

    /// `&base.m1.m2` as an argument, when `expr` (the referent) is a field path of a
    /// differentiable argument: one name per path, however often it is used.
    pub(super) fn field_arg(&mut self, expr: &Expr) -> Option<CallArg> {
        let (base, members) = field_path(expr).filter(|(base, _)| self.is_diff_param(base))?;
        let mut text = names::text(&base);
        for m in &members {
            text.push('.');
            text.push_str(&m.to_token_stream().to_string());
        }
        let name = match self.fields.get(&text) {
            Some(name) => name.clone(),
            None => {
                let name = self.temporary(&text.replace('.', "_"));
                self.fields.insert(text, name.clone());
                name
            }
        };
        Some(CallArg::Field(FieldArg { base, members, name }))
    }

    pub(super) fn is_diff(&self, name: &str) -> bool {
        matches!(
            self.names.get(name),
            Some(
                Binding::Intermediate
                    | Binding::Param(ParamKind::Diff)
                    | Binding::Version
                    | Binding::Item
                    | Binding::List
            )
        )
    }

    /// The first differentiable name mentioned anywhere in `tokens`.
    pub(super) fn mentioned(&self, tokens: TokenStream) -> Option<Ident> {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) if self.is_diff(&names::text(&ident)) => return Some(ident),
                TokenTree::Group(group) => {
                    if let Some(found) = self.mentioned(group.stream()) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The first differentiable name `expr` uses, past shape reads (which give constants),
    /// and where it first reads a differentiable value's `shape()` (which `trace` refuses).
    pub(super) fn find(&self, expr: &Expr) -> (Option<Ident>, Option<Span>) {
        let mut finder = Finder {
            analyzer: self,
            found: None,
            shape_read: None,
        };
        finder.visit_expr(expr);
        (finder.found, finder.shape_read)
    }

    /// The first differentiable name `expr` uses, past shape reads.
    pub(super) fn mentions_diff(&self, expr: &Expr) -> Option<Ident> {
        self.find(expr).0
    }

    /// A fresh name for an intermediate value of a nested expression, bound as differentiable.
    pub(super) fn temporary(&mut self, base: &str) -> Ident {
        let name = names::fresh(base, &self.taken);
        self.taken.insert(name.clone());
        self.names.insert(name.clone(), Binding::Intermediate);
        Ident::new(&name, Span::mixed_site())
    }

    /// `krate::name`, spanned at `span` (an operator's op).
    pub(super) fn op(&self, name: &str, span: Span) -> ExprPath {
        let krate = &self.krate;
        let ident = Ident::new(name, span);
        syn::parse_quote_spanned!(span=> #krate::#ident)
    }

    /// Whether an operand of `*` or `/` is a tensor: it uses a differentiable value, is written
    /// by reference (`&mask`), or is a `#[no_grad]` reference argument. Anything else is a
    /// scalar.
    pub(super) fn is_tensor(&self, expr: &Expr) -> bool {
        let expr = strip(expr);
        matches!(expr, Expr::Reference(_))
            || self.mentions_diff(expr).is_some()
            || single_ident(expr)
                .is_some_and(|i| self.names.get(&names::text(&i)) == Some(&Binding::Param(ParamKind::NoGradRef)))
    }

    pub(super) fn bind(&mut self, ident: &Ident, binding: Binding) -> syn::Result<()> {
        let name = names::text(ident);
        if self.names.contains_key(&name) {
            return Err(error(
                ident.span(),
                format!("`{name}` is already bound: give each value in a derived #[vjp] function its own name"),
            ));
        }
        self.bound_at.insert(name.clone(), self.depth);
        self.names.insert(name, binding);
        Ok(())
    }

    /// The steps computing the differentiable expression `expr` into `var`: its nested
    /// expressions first, each into a fresh name, then the call (or the op an operator stands
    /// for) that gives `var`.
    pub(super) fn compute(
        &mut self,
        var: Ident,
        ty: Option<Type>,
        expr: &Expr,
        steps: &mut Vec<Step>,
    ) -> syn::Result<()> {
        let expr = strip_try(expr);
        let (func, args) = match expr {
            Expr::Call(call) => {
                let Expr::Path(func) = &*call.func else {
                    return Err(error(
                        call.func.span(),
                        "call a #[vjp] function by its path (`dense(&x, w, b)`); calling a computed function is not differentiated",
                    ));
                };
                let mut args = Vec::new();
                for arg in &call.args {
                    args.push(self.call_arg(arg, steps)?);
                }
                (func.clone(), args)
            }
            Expr::Binary(b) => self.operator(b, steps)?,
            Expr::If(_) | Expr::Match(_) => return self.branch(var, ty, expr, steps),
            Expr::MethodCall(m) if let Some(ident) = copied(m) => {
                let operand = self.name_arg(ident, true)?;
                (self.op("copy", m.method.span()), vec![operand])
            }
            Expr::MethodCall(m) => {
                // A nested layer's forward (`layer.mlp.forward(&h)`, `block.forward(&h)` in a
                // loop over layers), through its witness.
                let is_field = field_path(&m.receiver).is_some();
                let Some(layer) = self
                    .layer_arg(&m.receiver)
                    .filter(|_| is_field || m.method == "forward")
                else {
                    return Err(self.refusal(expr));
                };
                if m.method != "forward" || m.args.len() != 1 {
                    return Err(error(
                        m.method.span(),
                        "a nested layer is called by its `forward(&x)` (its witness): other methods are not differentiated yet",
                    ));
                }
                let mut args = vec![layer];
                for arg in &m.args {
                    args.push(self.call_arg(arg, steps)?);
                }
                let krate = &self.krate;
                let func: ExprPath = syn::parse_quote_spanned!(m.method.span()=> #krate::macro_support::apply_forward);
                (func, args)
            }
            Expr::Unary(u) if matches!(u.op, UnOp::Neg(_)) => {
                self.check_fallible(u.op.span(), "-")?;
                let operand = self.operand(&u.expr, steps)?;
                (self.op("neg", u.op.span()), vec![operand])
            }
            other => return Err(self.refusal(other)),
        };
        steps.push(Step::Call(Box::new(Call { var, ty, func, args })));
        Ok(())
    }

    /// The layer a method is called on: a field of a differentiable argument, the argument, or
    /// a loop's layer.
    pub(super) fn layer_arg(&mut self, receiver: &Expr) -> Option<CallArg> {
        let receiver = match strip(receiver) {
            Expr::Reference(r) => strip(&r.expr),
            other => other,
        };
        if let Some(field) = self.field_arg(receiver) {
            return Some(field);
        }
        let ident = single_ident(receiver).filter(|i| self.is_diff_param(i))?;
        let binding = self.names.get(&names::text(&ident)).copied()?;
        if binding == Binding::Param(ParamKind::Diff) {
            self.layers.insert(names::text(&ident));
        }
        Some(CallArg::Name(ident, binding))
    }

    /// An operator's op and operands: between two tensors the broadcasting op (numpy's rule, as
    /// PyTorch's operators), with a scalar `scale` or `shift`.
    pub(super) fn operator(
        &mut self,
        b: &syn::ExprBinary,
        steps: &mut Vec<Step>,
    ) -> syn::Result<(ExprPath, Vec<CallArg>)> {
        let span = b.op.span();
        let symbol = b.op.to_token_stream().to_string();
        let (lhs, rhs) = (&*b.left, &*b.right);
        let name = match b.op {
            BinOp::Add(_) => "add",
            BinOp::Sub(_) => "sub",
            BinOp::Mul(_) => "mul",
            BinOp::Div(_) => "div",
            _ => {
                return Err(error(
                    span,
                    format!(
                        "`{symbol}` is not differentiated: tensors take `+`, `-`, `*` and `/`, or call a #[vjp] function"
                    ),
                ));
            }
        };
        self.check_fallible(span, &symbol)?;
        let (left_tensor, right_tensor) = (self.is_tensor(lhs), self.is_tensor(rhs));
        match (name, left_tensor, right_tensor) {
            (_, true, true) => {
                let (l, r) = (self.operand(lhs, steps)?, self.operand(rhs, steps)?);
                Ok((self.op(&format!("broadcast_{name}"), span), vec![l, r]))
            }
            ("mul", true, false) => {
                let tensor = self.operand(lhs, steps)?;
                Ok((
                    self.op("scale", span),
                    vec![tensor, CallArg::Constant(strip(rhs).clone())],
                ))
            }
            ("mul", false, true) => {
                let tensor = self.operand(rhs, steps)?;
                Ok((
                    self.op("scale", span),
                    vec![tensor, CallArg::Constant(strip(lhs).clone())],
                ))
            }
            ("add", true, false) | ("add", false, true) | ("sub", true, false) => {
                let (tensor, scalar) = if left_tensor { (lhs, rhs) } else { (rhs, lhs) };
                let tensor = self.operand(tensor, steps)?;
                let scalar = strip(scalar);
                let shift: Expr = if name == "sub" {
                    let krate = &self.krate;
                    syn::parse_quote_spanned!(span=> #krate::macro_support::negated(#scalar))
                } else {
                    scalar.clone()
                };
                Ok((self.op("shift", span), vec![tensor, CallArg::Constant(shift)]))
            }
            ("div", true, false) => {
                let tensor = self.operand(lhs, steps)?;
                let krate = &self.krate;
                let divisor = strip(rhs);
                let factor: Expr = syn::parse_quote_spanned!(span=> #krate::macro_support::reciprocal(#divisor));
                Ok((self.op("scale", span), vec![tensor, CallArg::Constant(factor)]))
            }
            _ => Err(error(
                span,
                format!(
                    "`{symbol}` with a scalar on this side is not an op: a tensor (written `&t`) takes `+ c`, `- c`, `* c` and `/ c` with a scalar `c`, and `c + &t`, `c * &t`"
                ),
            )),
        }
    }

    /// An error unless the function returns `Result`: an operator's op can meet tensors of
    /// different run-time shapes, and its error is returned as `?` would.
    pub(super) fn check_fallible(&self, span: Span, symbol: &str) -> syn::Result<()> {
        if self.fallible {
            Ok(())
        } else {
            Err(error(
                span,
                format!(
                    "`{symbol}` on tensors is an error when their shapes differ at run time: return `Result<...>`, and the error is returned as `?` would"
                ),
            ))
        }
    }

    /// An operand of an operator: as [`Analyzer::call_arg`], but a nested expression may be
    /// written without `&` (`(&a + &b) * c`), as Rust's operators take values.
    pub(super) fn operand(&mut self, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(expr, steps, false)
    }

    /// A bound name as an argument; a computed value must be passed by reference.
    pub(super) fn name_arg(&mut self, ident: Ident, by_ref: bool) -> syn::Result<CallArg> {
        let binding = self
            .names
            .get(&names::text(&ident))
            .copied()
            .unwrap_or(Binding::Constant);
        if binding == Binding::List
            && let Some(list) = self.lists.get_mut(&names::text(&ident))
        {
            if list.depth != self.depth {
                return Err(error(
                    ident.span(),
                    format!("read the list `{ident}` where it is declared, after the loops that fill it"),
                ));
            }
            list.read = true;
        }
        if matches!(binding, Binding::Intermediate | Binding::Version | Binding::List) && !by_ref {
            return Err(error(
                ident.span(),
                format!("pass `&{ident}`: differentiable values are passed by reference"),
            ));
        }
        if binding == Binding::Version
            && let Some(current) = self.accumulators.get(&names::text(&ident))
        {
            return Ok(CallArg::Name(current.1.clone(), Binding::Version));
        }
        if binding == Binding::Constant && by_ref {
            return Ok(CallArg::Name(ident, Binding::ConstantRef));
        }
        Ok(CallArg::Name(ident, binding))
    }

    /// An argument of a call: a name, a field of a struct argument (`&layer.w`), a nested
    /// differentiable expression passed by reference (`&dense(x, w, b)?`, computed first into
    /// a fresh name), or a constant.
    pub(super) fn call_arg(&mut self, arg: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(arg, steps, true)
    }

    /// [`Analyzer::call_arg`] and [`Analyzer::operand`]: `nested_by_ref` says whether a nested
    /// expression must be passed by reference.
    pub(super) fn argument(&mut self, arg: &Expr, steps: &mut Vec<Step>, nested_by_ref: bool) -> syn::Result<CallArg> {
        let (inner, by_ref) = match strip(arg) {
            Expr::Reference(r) if r.mutability.is_none() => (strip(&r.expr), true),
            other => (other, false),
        };
        if by_ref && let Some(field) = self.field_arg(inner) {
            return Ok(field);
        }
        if let Some(ident) = single_ident(inner)
            && self.names.contains_key(&names::text(&ident))
        {
            return self.name_arg(ident, by_ref);
        }
        if self.mentions_diff(inner).is_none() {
            return Ok(if by_ref {
                CallArg::ConstantRef(inner.clone())
            } else {
                CallArg::Constant(inner.clone())
            });
        }
        if nested_by_ref && !by_ref {
            return Err(error(
                inner.span(),
                "pass `&(...)`: differentiable values are passed by reference",
            ));
        }
        let temporary = self.temporary(&operation(inner));
        self.compute(temporary.clone(), None, inner, steps)?;
        Ok(CallArg::Name(temporary, Binding::Intermediate))
    }

    /// The error for an expression that uses a differentiable value but is not a call.
    pub(super) fn refusal(&self, expr: &Expr) -> syn::Error {
        let rule = "or write a rule with #[vjp(backward = ...)]";
        match expr {
            Expr::MethodCall(m) => error(
                m.method.span(),
                format!(
                    "method calls on differentiable values are not differentiated: call a #[vjp] function on the value instead of `.{}(..)`, {rule}",
                    m.method
                ),
            ),
            Expr::Unary(u) => error(
                u.span(),
                format!("`{}` is not differentiated on tensors, {rule}", u.op.to_token_stream()),
            ),
            Expr::ForLoop(f) => error(f.for_token.span, format!("{LOOPS}, {rule}")),
            Expr::While(w) => error(w.while_token.span, format!("{LOOPS}, {rule}")),
            Expr::Loop(l) => error(l.loop_token.span, format!("{LOOPS}, {rule}")),
            Expr::Closure(c) => error(
                c.or1_token.span,
                format!("closures over differentiable values are not differentiated, {rule}"),
            ),
            Expr::Macro(m) => error(
                m.mac.path.span(),
                format!("macros are not differentiated: call #[vjp] functions, {rule}"),
            ),
            Expr::Index(i) => error(
                i.bracket_token.span.join(),
                format!("indexing is not differentiated: use `slice_rows` or `slice_cols`, {rule}"),
            ),
            Expr::Field(f) => error(f.dot_token.span, format!("field access is not differentiated, {rule}")),
            other => error(
                other.span(),
                format!("this expression uses a differentiable value but is not a call to a #[vjp] function, {rule}"),
            ),
        }
    }
}
