//! The body of a derived `#[vjp]` function: `let` bindings and a final expression, each
//! binding either a constant (no differentiable value involved) or a differentiable
//! expression: calls to other `#[vjp]` functions and the operators `+ - * /` and unary `-` on
//! tensors, nested as in ordinary Rust. A nested expression is flattened into one step per
//! call, each bound to a fresh name, so the derivation sees a straight line of calls.
//! Operators become the ops they stand for: `&a + &b` is `add(&a, &b)?`, `&a - &b` `sub`,
//! `&a * &b` `mul`, `&a / &b` `div`, `-&a` `neg`; with a scalar (an operand written by value,
//! `c`, where tensors are written by reference, `&a`), `&a * c` and `c * &a` are
//! `scale(&a, c)`, `&a / c` is `scale(&a, 1 / c)`, `&a + c` and `c + &a` are `shift(&a, c)`
//! and `&a - c` is `shift(&a, -c)`. Reading a differentiable value's shape
//! (`x.nrows()`, `x.ncols()`, `x.shape()`, `x.dims()`, `x.numel()`, `x.len()`) gives a
//! constant (in `f::trace`, read off the graph). Loops over configuration or over a list of
//! layers, with `let mut` accumulators, and branches on configuration are steps of their own,
//! each holding the steps of its body or arms. Everything else that touches a differentiable
//! value is refused at its span.

use crate::diagnostics::error;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use std::collections::{HashMap, HashSet};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{BinOp, Block, Expr, ExprPath, Ident, Local, Pat, Path, Stmt, Type, UnOp};

/// What a name in the body stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// An argument of the function, of this kind.
    Param(ParamKind),
    /// A value computed by a call to a `#[vjp]` function: differentiable.
    Intermediate,
    /// A value computed without differentiable values.
    Constant,
    /// At a call site only: a constant passed by reference (`&positions`), so a tensor-like
    /// value that is not differentiated (ids, a mask); `f::trace` passes it as a literal of
    /// the graph.
    ConstantRef,
    /// A version of an accumulator (`let mut h`): kept in the accumulator's list of versions,
    /// and read by reference.
    Version,
    /// The layer of an iteration of a loop over a list of layers (`for block in &self.blocks`):
    /// differentiable, read by reference, its gradient part of the list's.
    Item,
    /// A list of differentiable values (`let mut outs = Vec::new();`) that `outs.push(y)` fills
    /// in loops and that is read, by reference, after them (`concat_cols_list(&outs)`); each
    /// value pushed takes its cotangent from the list's.
    List,
}

/// One argument at a call site.
#[derive(Clone, Debug)]
pub enum CallArg {
    /// A name bound in the body or an argument of the function.
    Name(Ident, Binding),
    /// Any other expression, free of differentiable values, passed by value (configuration).
    /// It is evaluated once, before the call.
    Constant(Expr),
    /// `&e` for an expression `e` free of differentiable values (a mask, ids): evaluated once,
    /// before the call; in `f::trace`, a literal of the graph.
    ConstantRef(Expr),
    /// `&layer.field` (or a longer path) of a differentiable argument `layer` that is a
    /// `#[derive(Params)]` struct: a parameter, whose gradient goes to that field of
    /// `layer`'s gradient. `name` stands for it in the derivation.
    Field(FieldArg),
}

/// A field of a differentiable argument, passed by reference.
#[derive(Clone, Debug)]
pub struct FieldArg {
    /// The argument.
    pub base: Ident,
    /// The fields, outermost first.
    pub members: Vec<syn::Member>,
    /// The name the derivation gives it (its cotangent's slot).
    pub name: Ident,
}

impl FieldArg {
    /// `base.m1.m2`.
    pub fn path(&self) -> TokenStream {
        let (base, members) = (&self.base, &self.members);
        quote!(#base #(.#members)*)
    }

    /// `base.m1.m2` as written, for the tests' listings.
    #[cfg(test)]
    pub fn text(&self) -> String {
        self.path().to_string().replace(' ', "")
    }
}

/// The argument a field path `a.b.c` starts from, and its fields, if `expr` is one.
fn field_path(expr: &Expr) -> Option<(Ident, Vec<syn::Member>)> {
    match strip(expr) {
        Expr::Field(f) => field_chain(f),
        _ => None,
    }
}

/// [`field_path`] of a field access.
fn field_chain(f: &syn::ExprField) -> Option<(Ident, Vec<syn::Member>)> {
    let (base, mut members) = match strip(&f.base) {
        Expr::Field(inner) => field_chain(inner)?,
        other => (single_ident(other)?, Vec::new()),
    };
    members.push(f.member.clone());
    Some((base, members))
}

/// A call to a `#[vjp]` function whose result is bound to `var`.
#[derive(Clone, Debug)]
pub struct Call {
    /// The name the result is bound to.
    pub var: Ident,
    /// An optional type annotation of the binding.
    pub ty: Option<Type>,
    /// The function called.
    pub func: ExprPath,
    /// Its arguments.
    pub args: Vec<CallArg>,
}

/// One step of the body, in order.
#[derive(Clone, Debug)]
pub enum Step {
    /// A binding that involves no differentiable value, emitted as written.
    Constant(Box<Local>),
    /// A differentiable call.
    Call(Box<Call>),
    /// The value just computed into `var` becomes the newest version of `accumulator`: moved
    /// into its list of versions, `var` then reads it there.
    Push(Push),
    /// A `for` loop.
    Loop(Box<Loop>),
    /// An `if`/`else` or a `match` on configuration, giving a value.
    Branch(Box<Branch>),
    /// A list's declaration (`let mut outs = Vec::new();`): it starts empty.
    List(Ident),
}

/// See [`Step::Push`].
#[derive(Clone, Debug)]
pub struct Push {
    /// The accumulator, as the user named it.
    pub accumulator: Ident,
    /// The value (its first version is named as the accumulator).
    pub var: Ident,
    /// Whether this is the accumulator's first version (`let mut h = ...`), which starts its
    /// list.
    pub first: bool,
    /// Whether `accumulator` is a list the user fills (`outs.push(y)`, [`Binding::List`]): the
    /// value is the list's next element, not a new version of a running value.
    pub list: bool,
}

/// A `for` loop over configuration (`for i in 0..n`) or over the layers of a list (`for block
/// in &self.blocks`). Each iteration runs the body's steps; the values and pullbacks of every
/// iteration are kept, and the backward runs the iterations in reverse.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The loop's number in the function, for the names of what it keeps.
    pub number: usize,
    /// What it runs over.
    pub iterable: Iterable,
    /// The steps of one iteration.
    pub body: Vec<Step>,
    /// The accumulators the body assigns.
    pub carried: Vec<Carried>,
    /// The values from outside the body that it differentiates: first each carried
    /// accumulator's version before the loop, then the others in order of first use, then the
    /// list of layers (for a loop over one). The loop's backward gives one cotangent slot for
    /// each, in this order.
    pub uses: Vec<CallArg>,
    /// The lists declared outside the body that it pushes into (in it or in a loop inside it).
    pub lists: Vec<Ident>,
}

/// What a loop runs over.
#[derive(Clone, Debug)]
pub enum Iterable {
    /// An expression of configuration (`0..self.depth`), bound to `pattern` in each iteration.
    Config {
        /// The loop's pattern, as written.
        pattern: Box<Pat>,
        /// The expression, as written.
        expr: Box<Expr>,
    },
    /// A list of layers (a `Vec` or array field of a differentiable argument, or such an
    /// argument), each bound to `item` in its iteration.
    Layers {
        /// The list: a field of a differentiable argument, or the argument.
        list: CallArg,
        /// The name of an iteration's layer.
        item: Ident,
        /// The pattern of the iteration's index, for `.iter().enumerate()`.
        index: Option<Box<Pat>>,
    },
}

/// An accumulator a loop assigns: its version before the loop, at an iteration's start and
/// end, and after the loop.
#[derive(Clone, Debug)]
pub struct Carried {
    /// The accumulator, as the user named it.
    pub accumulator: Ident,
    /// Its version when the loop starts.
    pub before: Ident,
    /// Its version when an iteration starts.
    pub entry: Ident,
    /// Its version when an iteration ends (the body's last assignment).
    pub exit: Ident,
    /// Its version after the loop.
    pub after: Ident,
}

/// An `if`/`else` chain or a `match`, on configuration, whose arms compute the value bound to
/// `var`. The forward keeps the values of the arm it ran; the backward runs that arm's.
#[derive(Clone, Debug)]
pub struct Branch {
    /// The value the branch gives.
    pub var: Ident,
    /// Its type annotation, if any.
    pub ty: Option<Type>,
    /// The `match`'s scrutinee (`None` for an `if` chain).
    pub scrutinee: Option<Expr>,
    /// The arms, in order.
    pub arms: Vec<Arm>,
    /// The values from outside the arms that some arm differentiates, in order of first use;
    /// the branch's backward gives one cotangent slot for each.
    pub uses: Vec<CallArg>,
}

/// How an arm is chosen.
#[derive(Clone, Debug)]
pub enum ArmHead {
    /// `if cond` (or `else if cond`); `None` for the final `else`.
    If(Option<Expr>),
    /// `pattern if guard =>`.
    Match(Box<Pat>, Option<Expr>),
}

/// One arm of a branch.
#[derive(Clone, Debug)]
pub struct Arm {
    /// How it is chosen.
    pub head: ArmHead,
    /// Its steps.
    pub body: Vec<Step>,
    /// Its value.
    pub output: ArmOutput,
}

/// What an arm gives.
#[derive(Clone, Debug)]
pub enum ArmOutput {
    /// A value its steps computed.
    Value(Ident),
    /// An expression free of differentiable values (its gradient is zero).
    Constant(Box<Expr>),
}

/// The analysed body.
#[derive(Clone, Debug)]
pub struct Body {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The name whose value the function returns.
    pub output: Ident,
    /// The differentiable arguments used as whole layers (a nested layer's `forward`, a loop's
    /// list): their gradients are built by adding into zeros.
    pub layers: HashSet<String>,
}

/// The name whose cotangent an argument receives, when it is differentiated.
pub fn target(arg: &CallArg) -> Option<Ident> {
    match arg {
        CallArg::Name(
            name,
            Binding::Param(ParamKind::Diff) | Binding::Intermediate | Binding::Version | Binding::Item | Binding::List,
        ) => Some(name.clone()),
        CallArg::Field(field) => Some(field.name.clone()),
        _ => None,
    }
}

impl Step {
    /// The arguments the step differentiates, as its parent sees them: a call's, or a loop's
    /// or a branch's uses.
    pub fn args(&self) -> &[CallArg] {
        match self {
            Step::Call(call) => &call.args,
            Step::Loop(l) => &l.uses,
            Step::Branch(b) => &b.uses,
            Step::Constant(_) | Step::Push(_) | Step::List(_) => &[],
        }
    }

    /// The differentiable values the step defines.
    pub fn defines(&self) -> Vec<Ident> {
        match self {
            Step::Call(call) => vec![call.var.clone()],
            Step::Branch(b) => vec![b.var.clone()],
            Step::Loop(l) => l
                .carried
                .iter()
                .map(|c| c.after.clone())
                .chain(l.lists.iter().cloned())
                .collect(),
            Step::List(list) => vec![list.clone()],
            Step::Constant(_) | Step::Push(_) => Vec::new(),
        }
    }

    /// The lists the step pushes into: a push's, or those of a loop.
    pub fn pushes(&self) -> Vec<Ident> {
        match self {
            Step::Push(p) if p.list => vec![p.accumulator.clone()],
            Step::Loop(l) => l.lists.clone(),
            _ => Vec::new(),
        }
    }

    /// Every differentiable value the step defines, nested ones included.
    pub fn values(&self) -> Vec<Ident> {
        match self {
            Step::Call(call) => vec![call.var.clone()],
            Step::Branch(b) => std::iter::once(b.var.clone())
                .chain(b.arms.iter().flat_map(|a| a.body.iter().flat_map(Step::values)))
                .collect(),
            Step::Loop(l) => l
                .carried
                .iter()
                .flat_map(|c| [c.entry.clone(), c.after.clone()])
                .chain(l.body.iter().flat_map(Step::values))
                .collect(),
            Step::Constant(_) | Step::Push(_) | Step::List(_) => Vec::new(),
        }
    }

    /// Every call in the step, nested ones included.
    pub fn calls(&self) -> Vec<&Call> {
        match self {
            Step::Call(call) => vec![call],
            Step::Loop(l) => l.body.iter().flat_map(Step::calls).collect(),
            Step::Branch(b) => b
                .arms
                .iter()
                .flat_map(|a| a.body.iter().flat_map(Step::calls))
                .collect(),
            Step::Constant(_) | Step::Push(_) | Step::List(_) => Vec::new(),
        }
    }
}

/// The differentiated values `steps` use that they do not define (nor `bound` names), in order
/// of first use; fields of `bound` names are theirs too.
fn free_uses(steps: &[Step], bound: &HashSet<String>) -> Vec<CallArg> {
    let mut defined: HashSet<String> = bound.clone();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for step in steps {
        for arg in step.args() {
            let Some(name) = target(arg) else { continue };
            let base = match arg {
                CallArg::Field(f) => names::text(&f.base),
                _ => names::text(&name),
            };
            if defined.contains(&base) || defined.contains(&names::text(&name)) {
                continue;
            }
            if seen.insert(names::text(&name)) {
                out.push(arg.clone());
            }
        }
        defined.extend(step.defines().iter().map(names::text));
    }
    out
}

/// The name given to the value of a final call expression (made fresh among the user's
/// names).
pub const OUTPUT: &str = "output";

/// What a loop refusal says.
const LOOPS: &str = "only `for` loops are differentiated, as statements: over configuration (`for i in 0..n`) or over the layers of a list (`for block in &self.blocks`), reassigning an accumulator (`let mut h`)";

/// What `trace` says of `x.shape()`.
const SHAPE_NOT_EXPORTED: &str = "`shape()` of a differentiable value has no graph form (its dimensions are typed in Rust only): read `nrows()`, `ncols()` or `dims()`, or drop `trace`";

/// The methods that read a shape: on a differentiable value they give a constant.
const SHAPE_READS: &[&str] = &["nrows", "ncols", "shape", "dims", "numel", "len"];

/// Whether `m` reads the shape of a plain name (`x.ncols()`, `(&x).dims()`).
fn is_shape_read(m: &syn::ExprMethodCall) -> bool {
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

struct Analyzer {
    names: HashMap<String, Binding>,
    /// The crate's path, for the ops operators stand for.
    krate: Path,
    /// Whether the function returns `Result` (an operator's error is returned with `?`).
    fallible: bool,
    /// Whether `f::trace` is derived too (graph values have no shape methods).
    export: bool,
    /// Every identifier the user's function mentions, and the fresh names given so far.
    taken: HashSet<String>,
    /// The name given to each field path of a differentiable argument, by its text.
    fields: HashMap<String, Ident>,
    /// Each accumulator (as the user named it) and its current version, by its name.
    accumulators: HashMap<String, (Ident, Ident)>,
    /// The loops seen so far.
    loops: usize,
    /// The differentiable arguments used as whole layers.
    layers: HashSet<String>,
    /// The lists in scope, by name.
    lists: HashMap<String, ListState>,
    /// How many loops the current statement is inside.
    depth: usize,
    /// The loop depth at which each value computed so far was bound, by name.
    bound_at: HashMap<String, usize>,
    /// The values pushed into a list (read from it since).
    pushed: HashSet<String>,
}

/// What the analysis knows of a list ([`Binding::List`]).
#[derive(Clone, Copy, Debug)]
struct ListState {
    /// The loop depth of its declaration, where it is read.
    depth: usize,
    /// Whether it was read (it takes no push after).
    read: bool,
}

/// Where a statement stands: what it may do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    /// The function's body.
    Function,
    /// A loop's body.
    Loop,
    /// An arm of a branch.
    Arm,
}

impl Analyzer {
    /// Whether `ident` is a differentiable argument or a loop's layer: a struct whose fields
    /// are parameters.
    fn is_diff_param(&self, ident: &Ident) -> bool {
        matches!(
            self.names.get(&names::text(ident)),
            Some(Binding::Param(ParamKind::Diff) | Binding::Item)
        )
    }

    /// `&base.m1.m2` as an argument, when `expr` (the referent) is a field path of a
    /// differentiable argument: one name per path, however often it is used.
    fn field_arg(&mut self, expr: &Expr) -> Option<CallArg> {
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

    fn is_diff(&self, name: &str) -> bool {
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
    fn mentioned(&self, tokens: TokenStream) -> Option<Ident> {
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
    fn find(&self, expr: &Expr) -> (Option<Ident>, Option<Span>) {
        let mut finder = Finder {
            analyzer: self,
            found: None,
            shape_read: None,
        };
        finder.visit_expr(expr);
        (finder.found, finder.shape_read)
    }

    /// The first differentiable name `expr` uses, past shape reads.
    fn mentions_diff(&self, expr: &Expr) -> Option<Ident> {
        self.find(expr).0
    }

    /// A fresh name for an intermediate value of a nested expression, bound as differentiable.
    fn temporary(&mut self, base: &str) -> Ident {
        let name = names::fresh(base, &self.taken);
        self.taken.insert(name.clone());
        self.names.insert(name.clone(), Binding::Intermediate);
        Ident::new(&name, Span::mixed_site())
    }

    /// `krate::name`, spanned at `span` (an operator's op).
    fn op(&self, name: &str, span: Span) -> ExprPath {
        let krate = &self.krate;
        let ident = Ident::new(name, span);
        syn::parse_quote_spanned!(span=> #krate::#ident)
    }

    /// Whether an operand of `*` or `/` is a tensor: it uses a differentiable value, is written
    /// by reference (`&mask`), or is a `#[no_grad]` reference argument. Anything else is a
    /// scalar.
    fn is_tensor(&self, expr: &Expr) -> bool {
        let expr = strip(expr);
        matches!(expr, Expr::Reference(_))
            || self.mentions_diff(expr).is_some()
            || single_ident(expr)
                .is_some_and(|i| self.names.get(&names::text(&i)) == Some(&Binding::Param(ParamKind::NoGradRef)))
    }

    fn bind(&mut self, ident: &Ident, binding: Binding) -> syn::Result<()> {
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
    fn compute(&mut self, var: Ident, ty: Option<Type>, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<()> {
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
    fn layer_arg(&mut self, receiver: &Expr) -> Option<CallArg> {
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
    fn operator(&mut self, b: &syn::ExprBinary, steps: &mut Vec<Step>) -> syn::Result<(ExprPath, Vec<CallArg>)> {
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
    fn check_fallible(&self, span: Span, symbol: &str) -> syn::Result<()> {
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
    fn operand(&mut self, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(expr, steps, false)
    }

    /// A bound name as an argument; a computed value must be passed by reference.
    fn name_arg(&mut self, ident: Ident, by_ref: bool) -> syn::Result<CallArg> {
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
    fn call_arg(&mut self, arg: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(arg, steps, true)
    }

    /// [`Analyzer::call_arg`] and [`Analyzer::operand`]: `nested_by_ref` says whether a nested
    /// expression must be passed by reference.
    fn argument(&mut self, arg: &Expr, steps: &mut Vec<Step>, nested_by_ref: bool) -> syn::Result<CallArg> {
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
    fn refusal(&self, expr: &Expr) -> syn::Error {
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

/// A short name for what `expr` computes, for the fresh name of its value: the callee's
/// name, or the op an operator stands for.
fn operation(expr: &Expr) -> String {
    match strip_try(expr) {
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => p
                .path
                .segments
                .last()
                .map_or("value".to_string(), |s| format!("{}_value", names::text(&s.ident))),
            _ => "value".to_string(),
        },
        Expr::Binary(b) => match b.op {
            BinOp::Add(_) => "sum",
            BinOp::Sub(_) => "difference",
            BinOp::Mul(_) => "product",
            BinOp::Div(_) => "quotient",
            _ => "value",
        }
        .to_string(),
        Expr::Unary(_) => "negation".to_string(),
        _ => "value".to_string(),
    }
}

/// The name a method is called on: `x.m()`, `(&x).m()`.
pub fn receiver_name(receiver: &Expr) -> Option<Ident> {
    match strip(receiver) {
        Expr::Reference(r) => single_ident(strip(&r.expr)),
        other => single_ident(other),
    }
}

/// The name `m` copies, when it is `x.clone()`: differentiable as the op `copy`.
fn copied(m: &syn::ExprMethodCall) -> Option<Ident> {
    if m.method == "clone" && m.args.is_empty() && m.turbofish.is_none() {
        single_ident(strip(&m.receiver))
    } else {
        None
    }
}

/// `e` without surrounding parentheses.
fn strip(expr: &Expr) -> &Expr {
    match expr {
        Expr::Paren(p) => strip(&p.expr),
        Expr::Group(g) => strip(&g.expr),
        other => other,
    }
}

/// `e` without a trailing `?`.
fn strip_try(expr: &Expr) -> &Expr {
    match strip(expr) {
        Expr::Try(t) => strip(&t.expr),
        other => other,
    }
}

fn single_ident(expr: &Expr) -> Option<Ident> {
    match expr {
        Expr::Path(p) if p.qself.is_none() && p.attrs.is_empty() => p.path.get_ident().cloned(),
        _ => None,
    }
}

/// `e` for `Ok(e)`.
fn strip_ok(expr: &Expr) -> &Expr {
    if let Expr::Call(call) = strip(expr)
        && let Expr::Path(p) = &*call.func
        && p.path.is_ident("Ok")
        && call.args.len() == 1
        && let Some(inner) = call.args.first()
    {
        return strip(inner);
    }
    strip(expr)
}

/// The name bound by a `let` pattern, its type annotation, its `mut` (for an accumulator),
/// and what is wrong with it.
fn binding(pat: &Pat) -> (Option<Ident>, Option<Type>, Option<Span>, Option<syn::Error>) {
    let (pat, ty) = match pat {
        Pat::Type(t) => (&*t.pat, Some((*t.ty).clone())),
        other => (other, None),
    };
    match pat {
        Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
            (Some(p.ident.clone()), ty, p.mutability.map(|m| m.span), None)
        }
        other => (
            None,
            ty,
            None,
            Some(error(
                other.span(),
                "bind each differentiable value to one plain name (a pattern binds constants only)",
            )),
        ),
    }
}

/// The names a pattern binds.
pub fn names_of(pat: &Pat) -> Vec<Ident> {
    struct Names(Vec<Ident>);
    impl<'ast> Visit<'ast> for Names {
        fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
            self.0.push(p.ident.clone());
            syn::visit::visit_pat_ident(self, p);
        }
    }
    let mut names = Names(Vec::new());
    names.visit_pat(pat);
    names.0
}

/// The names the `let`s of a condition bind (`if let Some(c) = self.scale`).
pub fn let_names(cond: &Expr) -> Vec<Ident> {
    struct Lets(Vec<Ident>);
    impl<'ast> Visit<'ast> for Lets {
        fn visit_expr_let(&mut self, l: &'ast syn::ExprLet) {
            self.0.extend(names_of(&l.pat));
            syn::visit::visit_expr_let(self, l);
        }
    }
    let mut lets = Lets(Vec::new());
    lets.visit_expr(cond);
    lets.0
}

/// The operator a compound assignment (`h += &y`) applies.
fn compound(op: &BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::AddAssign(t) => BinOp::Add(syn::Token![+](t.spans[0])),
        BinOp::SubAssign(t) => BinOp::Sub(syn::Token![-](t.spans[0])),
        BinOp::MulAssign(t) => BinOp::Mul(syn::Token![*](t.spans[0])),
        BinOp::DivAssign(t) => BinOp::Div(syn::Token![/](t.spans[0])),
        _ => return None,
    })
}

/// Whether an expression in statement position is a statement of a derived body (an
/// assignment or a loop) rather than a value.
fn is_statement(expr: &Expr) -> bool {
    match strip(expr) {
        Expr::Assign(_) | Expr::ForLoop(_) => true,
        Expr::Binary(b) => compound(&b.op).is_some(),
        _ => false,
    }
}

/// Whether `expr` is an empty `Vec` (`Vec::new()`, `Vec::with_capacity(n)`): a list's start.
fn is_new_list(expr: &Expr) -> bool {
    let Expr::Call(call) = strip(expr) else { return false };
    let Expr::Path(path) = &*call.func else { return false };
    let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
    matches!(
        segments.iter().map(String::as_str).collect::<Vec<_>>().as_slice(),
        [.., "Vec", "new"] | [.., "Vec", "with_capacity"]
    )
}

/// The accumulators a loop's body assigns, by name, in order: in the body itself or in a loop
/// inside it, but not those the body declares (`let mut`), which are its own.
fn assigned(stmts: &[Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut declared: HashSet<String> = HashSet::new();
    for stmt in stmts {
        let found = match stmt {
            Stmt::Local(local) => {
                declared.extend(names_of(&local.pat).iter().map(names::text));
                continue;
            }
            Stmt::Expr(expr, _) => match strip(expr) {
                Expr::Assign(a) => single_ident(strip(&a.left)).map(|i| vec![names::text(&i)]),
                Expr::Binary(b) if compound(&b.op).is_some() => {
                    single_ident(strip(&b.left)).map(|i| vec![names::text(&i)])
                }
                Expr::ForLoop(f) => Some(assigned(&f.body.stmts)),
                _ => None,
            },
            _ => None,
        };
        for name in found.into_iter().flatten() {
            if !declared.contains(&name) && !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

impl Analyzer {
    /// The statements of a block, analysed into `steps`; its final expression (one without
    /// `;` that gives a value), not yet read.
    fn statements<'b>(
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
    fn local(&mut self, local: &Local, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn declare_list(&mut self, ident: &Ident, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn push(&mut self, list: &Ident, value: &Expr, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn statement(&mut self, expr: &Expr, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn assign(&mut self, left: &Expr, right: &Expr, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn version_name(&mut self, accumulator: &Ident) -> Ident {
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
    fn list(&mut self, expr: &Expr) -> Option<(CallArg, bool)> {
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

    /// Whether `expr` is a method chain over a field of a differentiable argument
    /// (`self.blocks.iter().cloned()`): an iterator over parameters that a loop over
    /// configuration would read without gradients.
    fn iterates_parameters(&self, expr: &Expr) -> bool {
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
    fn for_loop(&mut self, f: &syn::ExprForLoop, scope: Scope, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) {
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
    fn condition(&self, expr: &Expr, what: &str, errors: &mut Vec<syn::Error>) {
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
    fn branch(&mut self, var: Ident, ty: Option<Type>, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<()> {
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
    fn arm(
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
    fn arm_output(&mut self, tail: &Expr, body: &mut Vec<Step>, errors: &mut Vec<syn::Error>) -> ArmOutput {
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
    fn function_output(&mut self, expr: &Expr, steps: &mut Vec<Step>, errors: &mut Vec<syn::Error>) -> Option<Ident> {
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

/// Reads a derived body against its signature. Every refusal in the body is reported
/// (combined into one error); a refused value is taken as differentiable, so that its uses
/// are not refused again. `krate` is the path of the crate whose ops operators stand for;
/// `trace` says whether `f::trace` is derived too.
pub fn analyze(sig: &Signature, block: &Block, krate: &Path, export: bool) -> syn::Result<Body> {
    let item = &sig.item;
    let params: Vec<Ident> = sig.params.iter().map(|p| p.name.clone()).collect();
    let block = &crate::unshadow::unshadow(block, &params, &names::mentioned(quote!(#item #block)));
    let mut analyzer = Analyzer {
        names: sig
            .params
            .iter()
            .map(|p| (names::text(&p.name), Binding::Param(p.kind)))
            .collect(),
        krate: krate.clone(),
        fallible: sig.fallible,
        export,
        taken: {
            let item = &sig.item;
            names::mentioned(quote!(#item #block))
        },
        fields: HashMap::new(),
        accumulators: HashMap::new(),
        loops: 0,
        layers: HashSet::new(),
        lists: HashMap::new(),
        depth: 0,
        bound_at: HashMap::new(),
        pushed: HashSet::new(),
    };
    let mut errors = Vec::new();
    let mut steps = Vec::new();
    let output = match analyzer.statements(&block.stmts, Scope::Function, &mut steps, &mut errors) {
        Some(tail) => analyzer.function_output(tail, &mut steps, &mut errors),
        None => {
            errors.push(error(
                block.span(),
                "a derived #[vjp] function must end with the expression it returns",
            ));
            None
        }
    };
    match (crate::diagnostics::combine(errors), output) {
        (Some(e), _) => Err(e),
        (None, Some(output)) => Ok(Body {
            steps,
            output,
            layers: analyzer.layers,
        }),
        (None, None) => Err(error(
            block.span(),
            "a derived #[vjp] function must end with the expression it returns",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature;
    use quote::quote;

    fn analyze_tokens(tokens: TokenStream) -> syn::Result<Body> {
        let item: syn::ItemFn = syn::parse2(tokens).unwrap();
        let block = item.block.clone();
        analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), false)
    }

    #[test]
    fn splits_constants_and_calls() {
        let body = analyze_tokens(quote! {
            fn mlp(x: &M, w1: &W, b1: &B, kind: GeluKind) -> Result<M> {
                let scale = T::from_f64(0.5);
                let h = dense(x, w1, b1)?;
                let a = gelu(&h, kind);
                scale_by(&a, scale)
            }
        })
        .unwrap();
        assert_eq!(body.steps.len(), 4);
        assert!(matches!(body.steps[0], Step::Constant(_)));
        let Step::Call(call) = &body.steps[2] else { panic!() };
        assert_eq!(call.var, "a");
        assert!(matches!(&call.args[0], CallArg::Name(n, Binding::Intermediate) if n == "h"));
        assert!(matches!(&call.args[1], CallArg::Name(n, Binding::Param(ParamKind::Config)) if n == "kind"));
        assert_eq!(body.output, OUTPUT);
        assert_eq!(names::slot(&body.output).to_string(), "d_output");
    }

    #[test]
    fn a_returned_name_is_the_output() {
        let body = analyze_tokens(quote!(
            fn f(x: &M) -> Result<M> {
                let y = g(x)?;
                Ok(y)
            }
        ))
        .unwrap();
        assert_eq!(body.output, "y");
        assert_eq!(body.steps.len(), 1);
    }

    #[test]
    fn a_shadowing_let_binds_a_fresh_name_read_after_it() {
        let body = analyze_tokens(quote!(
            fn f(x: &M) -> M {
                let x = g(x);
                let x = g(&x);
                x
            }
        ))
        .unwrap();
        assert_eq!(calls(&body), ["x_1 = g(x)", "x_2 = g(x_1)"]);
        assert_eq!(body.output, "x_2");
    }

    /// The calls of a body, as `var = func(args)` lines.
    fn calls(body: &Body) -> Vec<String> {
        body.steps
            .iter()
            .flat_map(Step::calls)
            .map(|call| {
                let func = call.func.to_token_stream().to_string().replace(' ', "");
                let args: Vec<String> = call
                    .args
                    .iter()
                    .map(|a| match a {
                        CallArg::Name(n, _) => n.to_string(),
                        CallArg::Field(f) => format!("&{}", f.text()),
                        CallArg::Constant(e) | CallArg::ConstantRef(e) => format!(
                            "const {}",
                            e.to_token_stream()
                                .to_string()
                                .replace(":: ", "::")
                                .replace(" ::", "::")
                                .replace(" (", "(")
                        ),
                    })
                    .collect();
                format!("{} = {func}({})", call.var, args.join(", "))
            })
            .collect()
    }

    #[test]
    fn operators_become_their_ops_and_nested_expressions_are_flattened() {
        let body = analyze_tokens(quote! {
            fn block(x: &M, w: &W, b: &B, mask: &M, #[no_grad] keep: &M, c: f64) -> Result<M> {
                let h = &silu(&dense(x, w, b)?) * &(x - mask);
                let k = -&h / c + &h * keep;
                Ok(&(2.0 * &k) - c + 1.0)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "dense_value = dense(x, w, b)",
                "silu_value = silu(dense_value)",
                "difference = ::vjp::broadcast_sub(x, mask)",
                "h = ::vjp::broadcast_mul(silu_value, difference)",
                "negation = ::vjp::neg(h)",
                "quotient = ::vjp::scale(negation, const ::vjp::macro_support::reciprocal(c))",
                "product = ::vjp::broadcast_mul(h, keep)",
                "k = ::vjp::broadcast_add(quotient, product)",
                "product_ = ::vjp::scale(k, const 2.0)",
                "difference_ = ::vjp::shift(product_, const ::vjp::macro_support::negated(c))",
                "output = ::vjp::shift(difference_, const 1.0)",
            ]
        );
    }

    #[test]
    fn shape_reads_are_constants_and_an_exported_function_refuses_only_shape() {
        let tokens = quote! {
            fn f(x: &M) -> Result<M> {
                let width = x.ncols();
                let y = scale(x, 1.0 / width as f64);
                Ok(y)
            }
        };
        let body = analyze_tokens(tokens.clone()).unwrap();
        assert!(matches!(body.steps[0], Step::Constant(_)));
        assert_eq!(calls(&body), ["y = scale(x, const 1.0 / width as f64)"]);
        let exported = |tokens: TokenStream| {
            let item: syn::ItemFn = syn::parse2(tokens).unwrap();
            let block = item.block.clone();
            analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), true)
        };
        assert!(exported(tokens).is_ok());
        let err = exported(quote! {
            fn f(x: &M) -> Result<M> {
                let rows = x.shape().0;
                scale(x, rows as f64)
            }
        })
        .unwrap_err();
        assert!(err.to_string().contains("no graph form"), "{err}");
    }

    #[test]
    fn fields_of_a_struct_argument_are_parameters_by_reference_and_configuration_by_value() {
        let body = analyze_tokens(quote! {
            fn f(layer: &Block, x: &M) -> Result<M> {
                let h = rms_norm(x, &layer.norm.gain, layer.eps)?;
                Ok(&h * &layer.norm.gain)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "h = rms_norm(x, &layer.norm.gain, const layer . eps)",
                "output = ::vjp::broadcast_mul(h, &layer.norm.gain)"
            ]
        );
        let Step::Call(first) = &body.steps[0] else { panic!() };
        let Step::Call(second) = &body.steps[1] else { panic!() };
        let (CallArg::Field(a), CallArg::Field(b)) = (&first.args[1], &second.args[1]) else {
            panic!()
        };
        assert_eq!(
            (a.name.to_string(), b.name.to_string()),
            ("layer_norm_gain".into(), "layer_norm_gain".into())
        );
    }

    #[test]
    fn fresh_names_avoid_the_users() {
        let body = analyze_tokens(quote! {
            fn f(x: &M, sum: &M) -> Result<M> {
                let product = x * sum;
                Ok(&product * &(x + sum))
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "product = ::vjp::broadcast_mul(x, sum)",
                "sum_ = ::vjp::broadcast_add(x, sum)",
                "output = ::vjp::broadcast_mul(product, sum_)"
            ]
        );
    }

    #[test]
    fn refuses_unsupported_constructs_with_their_reason() {
        let cases = [
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = x.map(g);
                        y
                    }
                ),
                "method calls",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        y + y
                    }
                ),
                "return `Result<...>`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        if is_big(x) { g(x) } else { h(x) }
                    }
                ),
                "`if` on a differentiable value",
            ),
            (
                quote!(
                    fn f(x: &M, c: bool) -> M {
                        if c {
                            g(x)
                        }
                    }
                ),
                "needs an `else`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        match sign(x) {
                            _ => g(x),
                        }
                    }
                ),
                "`match` on a differentiable value",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        while c {
                            let y = g(x);
                        }
                        g(x)
                    }
                ),
                "only `for` loops",
            ),
            (
                quote!(
                    fn f(x: &M, deep: bool) -> Result<M> {
                        let mut h = x.clone();
                        for i in 0..3 {
                            let y = if deep {
                                for j in 0..3 {
                                    h = g(&h)?;
                                }
                                h.clone()
                            } else {
                                h.clone()
                            };
                            h = &h + &y;
                        }
                        Ok(h)
                    }
                ),
                "a loop inside a branch",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut outs = Vec::new();
                        for i in 0..3 {
                            outs.push(g(x)?);
                        }
                        let y = concat_rows_list(&outs)?;
                        outs.push(g(&y)?);
                        concat_rows_list(&outs)
                    }
                ),
                "`outs` is pushed after it is read",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut outs = Vec::new();
                        let mut h = x.clone();
                        for i in 0..3 {
                            outs.push(g(&h)?);
                            h = concat_rows_list(&outs)?;
                        }
                        Ok(h)
                    }
                ),
                "read the list `outs` where it is declared",
            ),
            (
                quote!(
                    fn f(x: &M, deep: bool) -> Result<M> {
                        let mut outs = Vec::new();
                        for i in 0..3 {
                            let y = if deep {
                                outs.push(g(x)?);
                                g(x)?
                            } else {
                                g(x)?
                            };
                            outs.push(y);
                        }
                        concat_rows_list(&outs)
                    }
                ),
                "an arm of a branch gives a value and pushes nothing",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x;
                        Ok(h)
                    }
                ),
                "`let mut h = x.clone();`",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = g(x)?;
                        for i in 0..3 {
                            y = g(&y)?;
                        }
                        Ok(y)
                    }
                ),
                "`y` is not an accumulator",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for i in 0..3 {
                            h = g(&h)?;
                            break;
                        }
                        Ok(h)
                    }
                ),
                "`break` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M, c: bool) -> Result<M> {
                        let mut h = x.clone();
                        let y = if c {
                            h = g(&h)?;
                            g(&h)?
                        } else {
                            g(x)?
                        };
                        Ok(y)
                    }
                ),
                "assigns nothing",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for row in x.rows() {
                            h = g(&h)?;
                        }
                        Ok(h)
                    }
                ),
                "not over a differentiable value",
            ),
            (
                quote!(
                    fn f(layer: &Stack, x: &M) -> Result<M> {
                        let mut h = x.clone();
                        for w in layer.weights.iter().cloned() {
                            h = matmul(&h, &w)?;
                        }
                        Ok(h)
                    }
                ),
                "without gradients",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        g(x);
                        g(x)
                    }
                ),
                "bind this with `let`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = loop {
                            break g(x);
                        };
                        y
                    }
                ),
                "loops",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        h(y)
                    }
                ),
                "pass `&y`",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        h(g(x)?)
                    }
                ),
                "pass `&(...)`",
            ),
            (
                quote!(
                    fn f(x: &M, c: f64) -> Result<M> {
                        let y = c - x;
                        Ok(y)
                    }
                ),
                "with a scalar on this side",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = x % x;
                        Ok(y)
                    }
                ),
                "`%` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = !x;
                        Ok(y)
                    }
                ),
                "`!` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        zeros()
                    }
                ),
                "does not depend",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        println!("{x:?}");
                        g(x)
                    }
                ),
                "macros",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        (funcs[0])(x)
                    }
                ),
                "by its path",
            ),
        ];
        for (tokens, expected) in cases {
            let err = analyze_tokens(tokens).unwrap_err().to_string();
            assert!(err.contains(expected), "expected `{expected}` in: {err}");
        }
    }
}
