//! The forward and the backward of a straight line of steps — the function's body, a loop's
//! body, an arm of a branch — for [`crate::pullback`]'s derivation.
//!
//! The forward runs the steps as written, each call through its callee's `vjp` (or `trace`),
//! keeping its value and pullback. Where the steps are a loop's body or an arm, what the
//! backward reads is kept per iteration (`record_{n}`, a list) or per arm (`branch_{v}_{k}`,
//! an `Option`), and the backward reads it there by reference.
//!
//! The backward runs the live steps in reverse: a value is live when a cotangent is seeded on
//! it (the output's `dy`, the cotangent a loop carries into an iteration) or a live step uses
//! it at a differentiated position. Each live value's cotangent is the sum of its
//! contributions (`t_{value}_{k}`), or its one contribution bound directly as `d_{value}`. A
//! loop is one step of its parent: its backward runs the iterations in reverse, carries each
//! accumulator's cotangent from an iteration to the one before, adds up the cotangents of the
//! values from outside, and adds each iteration's layer gradient into the list's. A branch
//! is one step too: its backward runs the arm the forward took.

use crate::body::{ArmHead, ArmOutput, Binding, Branch, CallArg, Iterable, Loop, Push, Step, target};
use crate::names;
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use std::collections::{HashMap, HashSet};
use syn::spanned::Spanned;
use syn::{ExprPath, Ident, Path, PathArguments};

/// Which function a derivation writes: `f::vjp` over Rust values, or `f::trace` over graph
/// values (the same derivation, each callee's `trace` in place of its `vjp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum World {
    /// `f::vjp`.
    Eager,
    /// `f::trace`, written into a graph.
    Graph,
}

/// How the names of a segment are read where its code stands.
#[derive(Clone, Debug, Default)]
pub struct Env {
    /// Names that are references here: the arguments, versions of accumulators, a loop's
    /// layer, and what an iteration or an arm kept (read back by reference).
    pub borrowed: HashSet<String>,
    /// Names read through another expression: the function's output as the pullback's `out`,
    /// an arm's value as the branch's.
    pub aliases: HashMap<String, TokenStream>,
}

impl Env {
    /// `&name`, or `name` where it is a reference already, or its alias.
    pub fn value(&self, name: &Ident) -> TokenStream {
        let text = names::text(name);
        if let Some(alias) = self.aliases.get(&text) {
            alias.clone()
        } else if self.borrowed.contains(&text) {
            quote!(#name)
        } else {
            quote_spanned!(name.span()=> &#name)
        }
    }

    /// An argument as the backward hands it to a pullback (and as the forward hands it to a
    /// callee): by reference.
    fn arg(&self, arg: &CallArg, constant: &Ident) -> TokenStream {
        match arg {
            CallArg::Name(name, _) => self.value(name),
            CallArg::Field(field) => {
                let path = field.path();
                quote!(&#path)
            }
            CallArg::Constant(_) | CallArg::ConstantRef(_) => self.value(constant),
        }
    }

    /// Reads `names` as references (the function's arguments, a loop's layer, kept values).
    pub fn borrow<I: std::borrow::Borrow<Ident>>(&mut self, names: impl IntoIterator<Item = I>) {
        self.borrowed.extend(names.into_iter().map(|n| names::text(n.borrow())));
    }

    /// Whether `name` is a reference here.
    pub fn is_borrowed(&self, name: &Ident) -> bool {
        self.borrowed.contains(&names::text(name))
    }
}

/// A cotangent handed to a segment's backward for one of its values.
#[derive(Clone, Debug)]
pub enum Seed {
    /// A cotangent (`dy`, or a parent's slot `d_y`) that `pull` reads by reference; the value's
    /// only one.
    Given(TokenStream),
    /// An owned slot, one contribution among the value's.
    Slot(TokenStream),
}

/// A segment's backward: its code, and the values from outside it whose cotangent it bound
/// (as `d_{value}`) at its end.
pub struct Backward {
    /// The code.
    pub tokens: TokenStream,
    /// The values from outside the segment that received a cotangent, by name.
    pub slots: HashSet<String>,
}

/// The derivation's writer, for one world.
pub struct Writer<'a> {
    /// The crate's path.
    pub krate: &'a Path,
    /// Which function is written.
    pub world: World,
    /// The graph argument of `f::trace`.
    pub graph: Ident,
    /// The names whose values are graph values in `f::trace` (the arguments but configuration,
    /// and every value the body computes): their shape reads are read off the graph.
    pub traced: HashSet<String>,
}

/// Rewrites the shape reads of traced values in an expression of the traced forward
/// (`x.ncols()` ↦ `shape_reads::ncols(&*graph, &x)?`).
struct ShapeReads<'a> {
    writer: &'a Writer<'a>,
    env: &'a Env,
}

impl syn::visit_mut::VisitMut for ShapeReads<'_> {
    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if let syn::Expr::MethodCall(m) = expr
            && m.args.is_empty()
            && ["nrows", "ncols", "dims", "numel", "len"].contains(&names::text(&m.method).as_str())
            && let Some(ident) = crate::body::receiver_name(&m.receiver)
            && self.writer.traced.contains(&names::text(&ident))
        {
            let (krate, graph, method) = (self.writer.krate, &self.writer.graph, &m.method);
            let value = self.env.value(&ident);
            *expr = syn::parse_quote!(#krate::macro_support::shape_reads::#method(&*#graph, #value)?);
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

/// The path of `f::vjp` (or `f::trace`, `item`) for a callee written `f` (or `m::f::<T>`):
/// generic arguments move to the item. (Paths starting with `self` or `super` were moved down
/// to the generated module already.)
fn callee_item(func: &ExprPath, item: &str) -> TokenStream {
    let mut path = func.path.clone();
    let generics = match path.segments.last_mut() {
        Some(last) => std::mem::replace(&mut last.arguments, PathArguments::None),
        None => PathArguments::None,
    };
    let span = func.span();
    let item = Ident::new(item, span);
    quote_spanned!(span=> #path::#item #generics)
}

/// The names of the values `steps` kept that their backward reads, in order: each call's value
/// (unless it moved on, into an accumulator or out as an arm's `output`), its pullback and its
/// constant arguments; each version's mark; each branch's arms; and the constants (`lets`, and
/// the `bound` names of a pattern) that a call takes.
fn kept(steps: &[Step], output: Option<&Ident>, bound: &[Ident]) -> Vec<Ident> {
    let taken: HashSet<String> = steps
        .iter()
        .flat_map(Step::calls)
        .flat_map(|call| call.args.iter())
        .filter_map(|arg| match arg {
            CallArg::Name(name, Binding::Constant | Binding::ConstantRef) => Some(names::text(name)),
            _ => None,
        })
        .collect();
    let pushed: HashSet<String> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Push(p) => Some(names::text(&p.var)),
            _ => None,
        })
        .collect();
    let moves = |var: &Ident| pushed.contains(&names::text(var)) || output.is_some_and(|o| o == var);
    let mut out: Vec<Ident> = bound
        .iter()
        .filter(|n| taken.contains(&names::text(n)))
        .cloned()
        .collect();
    for step in steps {
        match step {
            Step::Constant(local) => out.extend(
                crate::body::names_of(&local.pat)
                    .into_iter()
                    .filter(|n| taken.contains(&names::text(n))),
            ),
            Step::Call(call) => {
                if !moves(&call.var) {
                    out.push(call.var.clone());
                }
                out.push(names::pullback(&call.var));
                for (j, arg) in call.args.iter().enumerate() {
                    if let CallArg::Constant(_) | CallArg::ConstantRef(_) = arg {
                        out.push(names::constant_arg(&call.var, j));
                    }
                }
            }
            Step::Push(p) => {
                out.push(names::mark(&p.var));
                // An accumulator declared in a loop's body: its list of versions is the
                // iteration's.
                if p.first {
                    out.push(names::states(&p.accumulator));
                }
            }
            Step::Branch(b) => {
                if !moves(&b.var) {
                    out.push(b.var.clone());
                }
                out.extend((0..b.arms.len()).map(|k| names::branch(&b.var, k)));
            }
            // A list declared in a loop's body is the iteration's.
            Step::List(list) => out.push(list.clone()),
            // A loop inside a loop: its record and the marks of its accumulators after it.
            Step::Loop(l) => {
                out.push(names::record(l.number));
                out.extend(l.carried.iter().map(|c| names::mark(&c.after)));
            }
        }
    }
    out
}

/// `let var = version(&states, mark)?;` for each version `steps` define, so the backward reads
/// them; each mark is read through `env` (a reference where an iteration kept it).
fn views(krate: &Path, steps: &[Step], env: &Env) -> TokenStream {
    let mut out = TokenStream::new();
    for step in steps {
        let versions: Vec<(Ident, &Ident)> = match step {
            Step::Push(p) => vec![(states_of(p), &p.var)],
            Step::Loop(l) => l
                .carried
                .iter()
                .map(|c| (names::states(&c.accumulator), &c.after))
                .collect(),
            _ => Vec::new(),
        };
        for (states, var) in versions {
            out.extend(view(krate, &states, var, env));
        }
    }
    out
}

/// Where a push keeps its value: the accumulator's list of versions, or the user's list.
fn states_of(p: &Push) -> Ident {
    if p.list {
        p.accumulator.clone()
    } else {
        names::states(&p.accumulator)
    }
}

/// `let var = version(&states, mark)?;`.
fn view(krate: &Path, states: &Ident, var: &Ident, env: &Env) -> TokenStream {
    let mark = env.value(&names::mark(var));
    quote! {
        #[allow(unused_variables)]
        let #var = #krate::macro_support::version(&#states, #mark)?;
    }
}

impl Writer<'_> {
    /// In `f::trace`, `let name = graph_constant(graph, &name)?;`: a constant passed by
    /// reference becomes a literal of the graph (one already traced stays as it is).
    fn as_literal(&self, name: &Ident) -> Option<TokenStream> {
        let (krate, graph) = (self.krate, &self.graph);
        (self.world == World::Graph)
            .then(|| quote!(let #name = #krate::macro_support::graph_constant(#graph, &#name)?;))
    }

    /// `field += slot`: a layer's gradient (`&mut gradient.w`) taking the cotangent its
    /// derivation gathered.
    pub fn add_gradient(&self, field: TokenStream, slot: &Ident) -> TokenStream {
        let (krate, graph) = (self.krate, &self.graph);
        match self.world {
            World::Eager => quote!(#krate::macro_support::add_gradient(#field, #slot)?;),
            World::Graph => quote!(#krate::macro_support::add_traced(#graph, #field, #slot)?;),
        }
    }

    /// `field = slot` for a field of a gradient that is still zero (its first cotangent): moved
    /// in, not added, in `f::vjp`; in `f::trace`, added as [`Writer::add_gradient`] does.
    pub fn set_gradient(&self, field: TokenStream, slot: &Ident) -> TokenStream {
        let krate = self.krate;
        match self.world {
            World::Eager => quote!(#krate::macro_support::set_gradient(#field, #slot)?;),
            World::Graph => self.add_gradient(field, slot),
        }
    }

    /// `expr` (of the forward) with the shape reads of traced values read off the graph, in
    /// `f::trace`; as written in `f::vjp`.
    fn traced_expr(&self, expr: &syn::Expr, env: &Env) -> syn::Expr {
        let mut expr = expr.clone();
        if self.world == World::Graph {
            syn::visit_mut::VisitMut::visit_expr_mut(&mut ShapeReads { writer: self, env }, &mut expr);
        }
        expr
    }

    /// [`Writer::traced_expr`] for a `let` of the forward.
    fn traced_local(&self, local: &syn::Local, env: &Env) -> syn::Local {
        let mut local = local.clone();
        if self.world == World::Graph {
            syn::visit_mut::VisitMut::visit_local_mut(&mut ShapeReads { writer: self, env }, &mut local);
        }
        local
    }

    /// The forward of `steps`: each call through its callee, each version moved into its
    /// accumulator's list, each loop and branch keeping what its backward reads. Names that
    /// become references are added to `env`.
    pub fn forward(&self, steps: &[Step], env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let mut out = TokenStream::new();
        for step in steps {
            match step {
                Step::Constant(local) => {
                    let local = self.traced_local(local, env);
                    out.extend(quote!(#local));
                }
                Step::Call(call) => {
                    let mut hoisted = Vec::new();
                    let args: Vec<TokenStream> = call
                        .args
                        .iter()
                        .enumerate()
                        .map(|(j, arg)| {
                            let temp = names::constant_arg(&call.var, j);
                            match arg {
                                CallArg::Constant(expr) => {
                                    let expr = self.traced_expr(expr, env);
                                    hoisted.push(quote!(let #temp = #expr;));
                                }
                                CallArg::ConstantRef(expr) => {
                                    let expr = self.traced_expr(expr, env);
                                    hoisted.push(quote!(let #temp = #expr;));
                                    hoisted.extend(self.as_literal(&temp));
                                }
                                CallArg::Name(name, Binding::ConstantRef) => hoisted.extend(self.as_literal(name)),
                                _ => {}
                            }
                            env.arg(arg, &temp)
                        })
                        .collect();
                    let var = &call.var;
                    let pullback = names::pullback(var);
                    let ty = call.ty.as_ref().map(|t| match self.world {
                        World::Eager => quote!(: (#t, _)),
                        World::Graph => quote!(: (#krate::hlo::Traced<#t>, _)),
                    });
                    let (callee, graph) = match self.world {
                        World::Eager => (callee_item(&call.func, "vjp"), None),
                        World::Graph => {
                            let graph = &self.graph;
                            (callee_item(&call.func, "trace"), Some(quote!(#graph,)))
                        }
                    };
                    out.extend(quote! {
                        #(#hoisted)*
                        let (#var, #pullback) #ty = #callee(#graph #(#args),*)?;
                    });
                }
                Step::List(list) => out.extend(quote!(let mut #list = ::std::vec::Vec::new();)),
                Step::Push(p) => {
                    let (states, mark, var, accumulator) = (states_of(p), names::mark(&p.var), &p.var, &p.accumulator);
                    if p.first {
                        out.extend(quote!(let mut #states = ::std::vec::Vec::new();));
                    }
                    out.extend(quote! {
                        let #mark = #krate::macro_support::push_version(&mut #states, #var);
                        #[allow(unused_variables)]
                        let #var = #krate::macro_support::version(&#states, &#mark)?;
                    });
                    if var != accumulator && !p.list {
                        out.extend(quote!(#[allow(unused_variables)] let #accumulator = #var;));
                    }
                    env.borrow([var.clone()]);
                }
                Step::Loop(l) => out.extend(self.loop_forward(l, env)),
                Step::Branch(b) => out.extend(self.branch_forward(b, env)),
            }
        }
        out
    }

    /// A loop's forward: the loop as written, each iteration reading its accumulators' newest
    /// versions and keeping what its backward reads in `record_{n}`.
    fn loop_forward(&self, l: &Loop, env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let record = names::record(l.number);
        let mut inner = env.clone();
        let current = |accumulator: &Ident, var: &Ident| {
            let (states, mark) = (names::states(accumulator), names::mark(var));
            quote! {
                let #mark = #krate::macro_support::last_mark(&#states);
                let #var = #krate::macro_support::version(&#states, &#mark)?;
                #[allow(unused_variables)]
                let #accumulator = #var;
            }
        };
        let entries: Vec<TokenStream> = l.carried.iter().map(|c| current(&c.accumulator, &c.entry)).collect();
        inner.borrow(l.carried.iter().map(|c| c.entry.clone()));
        let (head, bound) = match &l.iterable {
            Iterable::Config { pattern, expr } => {
                let expr = self.traced_expr(expr, env);
                (quote!(for #pattern in #expr), crate::body::names_of(pattern))
            }
            Iterable::Layers { list, item, index } => {
                inner.borrow([item.clone()]);
                let list = env.arg(list, item);
                let items = quote!(::core::iter::IntoIterator::into_iter(#list));
                match index {
                    Some(index) => (
                        quote!(for (#index, #item) in ::core::iter::Iterator::enumerate(#items)),
                        crate::body::names_of(index),
                    ),
                    None => (quote!(for #item in #items), Vec::new()),
                }
            }
        };
        let body = self.forward(&l.body, &mut inner);
        let mut kept = kept(&l.body, None, &bound);
        kept.extend(l.carried.iter().map(|c| names::mark(&c.entry)));
        let afters: Vec<TokenStream> = l.carried.iter().map(|c| current(&c.accumulator, &c.after)).collect();
        env.borrow(l.carried.iter().map(|c| c.after.clone()));
        quote! {
            let mut #record = ::std::vec::Vec::new();
            #head {
                #(#entries)*
                #body
                #record.push((#(#kept,)*));
            }
            #(#afters)*
        }
    }

    /// A branch's forward: the `if` chain or `match` as written, each arm keeping what its
    /// backward reads in `branch_{value}_{k}` and giving its value.
    fn branch_forward(&self, b: &Branch, env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let states: Vec<Ident> = (0..b.arms.len()).map(|k| names::branch(&b.var, k)).collect();
        let mut arms = Vec::new();
        for (arm, state) in b.arms.iter().zip(&states) {
            let mut inner = env.clone();
            let body = self.forward(&arm.body, &mut inner);
            let bound = match &arm.head {
                ArmHead::Match(pattern, _) => crate::body::names_of(pattern),
                ArmHead::If(Some(cond)) => crate::body::let_names(cond),
                ArmHead::If(None) => Vec::new(),
            };
            let (kept, value) = match &arm.output {
                ArmOutput::Value(v) => (kept(&arm.body, Some(v), &bound), quote!(#v)),
                ArmOutput::Constant(e) => (kept(&arm.body, None, &bound), quote!(#e)),
            };
            let block = quote!({
                #body
                #state = ::core::option::Option::Some((#(#kept,)*));
                #value
            });
            arms.push(match &arm.head {
                ArmHead::If(Some(cond)) => {
                    let cond = self.traced_expr(cond, env);
                    quote!(if #cond #block)
                }
                ArmHead::If(None) => block,
                ArmHead::Match(pattern, guard) => {
                    let guard = guard.as_ref().map(|g| {
                        let g = self.traced_expr(g, env);
                        quote!(if #g)
                    });
                    quote!(#pattern #guard => #block,)
                }
            });
        }
        let value = match &b.scrutinee {
            Some(scrutinee) => {
                let scrutinee = self.traced_expr(scrutinee, env);
                quote!(match #scrutinee { #(#arms)* })
            }
            None => quote!(#(#arms)else*),
        };
        let var = &b.var;
        let ty = b.ty.as_ref().map(|t| match self.world {
            World::Eager => quote!(: #t),
            World::Graph => quote!(: #krate::hlo::Traced<#t>),
        });
        quote! {
            #(let mut #states = ::core::option::Option::None;)*
            let #var #ty = #value;
        }
    }

    /// The backward of `steps`, given the cotangents `seeds` of some of their values; the
    /// cotangents of the values from outside are bound as `d_{value}` at its end.
    pub fn backward(&self, steps: &[Step], seeds: &[(Ident, Seed)], env: &Env) -> Backward {
        let krate = self.krate;
        // The versions the steps define are read in their lists, by reference.
        let mut env = env.clone();
        env.borrow(steps.iter().flat_map(|step| match step {
            Step::Push(p) => vec![p.var.clone()],
            Step::Loop(l) => l.carried.iter().map(|c| c.after.clone()).collect(),
            _ => Vec::new(),
        }));
        let env = &env;
        let mut live: HashSet<String> = seeds.iter().map(|(v, _)| names::text(v)).collect();
        let mut counts: HashMap<String, usize> = HashMap::new();
        for (v, _) in seeds {
            *counts.entry(names::text(v)).or_default() += 1;
        }
        let is_live =
            |step: &Step, live: &HashSet<String>| step.defines().iter().any(|d| live.contains(&names::text(d)));
        for step in steps.iter().rev() {
            // A value pushed into a list takes a cotangent from the list's.
            if let Step::Push(p) = step
                && p.list
            {
                *counts.entry(names::text(&p.var)).or_default() += 1;
                live.insert(names::text(&p.var));
            }
            if !is_live(step, &live) {
                continue;
            }
            for name in step.args().iter().filter_map(target) {
                *counts.entry(names::text(&name)).or_default() += 1;
                live.insert(names::text(&name));
            }
        }
        let defined: HashSet<String> = steps.iter().flat_map(Step::defines).map(|d| names::text(&d)).collect();
        let mut sums = Sums {
            writer: self,
            counts: &counts,
            taken: HashMap::new(),
        };
        let mut out = views(krate, steps, env);
        // A value's only cotangent, given by reference: read where it is.
        let mut given: HashMap<String, TokenStream> = HashMap::new();
        for (var, seed) in seeds {
            match seed {
                Seed::Given(tokens) if counts.get(&names::text(var)) == Some(&1) => {
                    given.insert(names::text(var), tokens.clone());
                }
                Seed::Given(tokens) => {
                    let term = sums.contribution(var);
                    let value = env.value(var);
                    out.extend(quote!(let #term = #krate::macro_support::slot_like(#tokens, #value);));
                }
                Seed::Slot(tokens) => {
                    let term = sums.contribution(var);
                    out.extend(quote!(let #term = #tokens;));
                }
            }
        }
        // The lists these steps declare, and those whose elements' cotangents are laid out.
        let declared: HashSet<String> = steps
            .iter()
            .filter_map(|s| match s {
                Step::List(list) => Some(names::text(list)),
                _ => None,
            })
            .collect();
        let mut laid_out: HashSet<String> = HashSet::new();
        for step in steps.iter().rev() {
            if let Step::Push(p) = step
                && p.list
            {
                self.lay_out(
                    &p.accumulator,
                    &declared,
                    &mut laid_out,
                    &given,
                    &mut sums,
                    env,
                    &mut out,
                );
                let term = sums.contribution(&p.var);
                let (cotangents, mark) = (names::cotangents(&p.accumulator), env.value(&names::mark(&p.var)));
                out.extend(quote!(let #term = #krate::macro_support::take_cotangent(&mut #cotangents, #mark)?;));
                continue;
            }
            if !is_live(step, &live) {
                continue;
            }
            for list in step.pushes() {
                self.lay_out(&list, &declared, &mut laid_out, &given, &mut sums, env, &mut out);
            }
            let pattern: Vec<TokenStream> = step
                .args()
                .iter()
                .map(|arg| match target(arg) {
                    Some(name) => sums.contribution(&name).into_token_stream(),
                    None => quote!(_),
                })
                .collect();
            // The cotangent of a value a step defines, which `pull` reads by reference.
            let source = |var: &Ident, out: &mut TokenStream| match given.get(&names::text(var)) {
                Some(tokens) => tokens.clone(),
                None => {
                    out.extend(sums.sum(var));
                    names::slot(var).into_token_stream()
                }
            };
            match step {
                Step::Call(call) => {
                    let source = source(&call.var, &mut out);
                    let args = call
                        .args
                        .iter()
                        .enumerate()
                        .map(|(j, arg)| env.arg(arg, &names::constant_arg(&call.var, j)));
                    let (pullback, out_value) = (names::pullback(&call.var), env.value(&call.var));
                    let cotangent = names::local("cotangent");
                    let reborrow = (self.world == World::Graph).then(|| {
                        let graph = &self.graph;
                        quote!(&mut *#graph,)
                    });
                    out.extend(quote! {
                        let (#(#pattern,)*) = #krate::macro_support::pull(&#source, |#cotangent| #pullback(#reborrow #(#args,)* #out_value, #cotangent))?;
                    });
                }
                Step::Loop(l) => {
                    let sources: Vec<TokenStream> = l
                        .carried
                        .iter()
                        .map(|c| {
                            let value = env.value(&c.after);
                            match given.get(&names::text(&c.after)) {
                                Some(tokens) => quote!(#krate::macro_support::slot_like(#tokens, #value)),
                                None if counts.contains_key(&names::text(&c.after)) => {
                                    out.extend(sums.sum(&c.after));
                                    let slot = names::slot(&c.after);
                                    quote!(#krate::macro_support::slot_like(#slot, #value))
                                }
                                None => quote!(#krate::macro_support::absent_like(#value)),
                            }
                        })
                        .collect();
                    let block = self.loop_backward(l, &sources, env);
                    out.extend(quote!(let (#(#pattern,)*) = #block;));
                }
                Step::Branch(b) => {
                    let source = source(&b.var, &mut out);
                    let block = self.branch_backward(b, source, env);
                    out.extend(quote!(let (#(#pattern,)*) = #block;));
                }
                Step::Constant(_) | Step::Push(_) | Step::List(_) => {}
            }
        }
        let mut slots = HashSet::new();
        let mut inputs: Vec<&String> = counts.keys().filter(|k| !defined.contains(*k)).collect();
        inputs.sort();
        for name in inputs {
            if seeds.iter().any(|(v, _)| names::text(v) == *name) {
                continue;
            }
            let ident = Ident::new(name, proc_macro2::Span::call_site());
            out.extend(sums.sum(&ident));
            slots.insert(name.clone());
        }
        Backward { tokens: out, slots }
    }

    /// Before the backward of the last push into `list` (a list these steps declare), its
    /// cotangent laid out per element, `cotangents_{list}`, once: the sum of its uses'
    /// contributions, or none.
    #[allow(clippy::too_many_arguments)]
    fn lay_out(
        &self,
        list: &Ident,
        declared: &HashSet<String>,
        laid_out: &mut HashSet<String>,
        given: &HashMap<String, TokenStream>,
        sums: &mut Sums,
        env: &Env,
        out: &mut TokenStream,
    ) {
        let text = names::text(list);
        if !declared.contains(&text) || !laid_out.insert(text.clone()) {
            return;
        }
        let krate = self.krate;
        let value = env.value(list);
        let cotangent = match given.get(&text) {
            Some(tokens) => quote!(#krate::macro_support::slot_like(#tokens, #value)),
            None if sums.counts.contains_key(&text) => {
                out.extend(sums.sum(list));
                names::slot(list).into_token_stream()
            }
            None => quote!(#krate::macro_support::absent_like(#value)),
        };
        let cotangents = names::cotangents(list);
        out.extend(quote! {
            #[allow(unused_mut, unused_variables)]
            let mut #cotangents = #krate::macro_support::list_cotangents(#cotangent, #value)?;
        });
    }

    /// A loop's backward, as a block giving one slot per use of the loop (see
    /// [`Loop::uses`]); `sources` are the carried accumulators' cotangents after the loop.
    fn loop_backward(&self, l: &Loop, sources: &[TokenStream], env: &Env) -> TokenStream {
        let krate = self.krate;
        let (record, iteration) = (names::record(l.number), names::iteration(l.number));
        let bound = match &l.iterable {
            Iterable::Config { pattern, .. } => crate::body::names_of(pattern),
            Iterable::Layers { index, .. } => index.iter().flat_map(|i| crate::body::names_of(i)).collect(),
        };
        let mut kept = kept(&l.body, None, &bound);
        kept.extend(l.carried.iter().map(|c| names::mark(&c.entry)));
        let mut inner = env.clone();
        inner.borrow(kept.iter().cloned());
        inner.borrow(l.carried.iter().map(|c| c.entry.clone()));
        let mut head = TokenStream::new();
        let mut start = TokenStream::new();
        let mut end = TokenStream::new();
        let mut results = Vec::new();
        let mut seeds = Vec::new();
        for (c, source) in l.carried.iter().zip(sources) {
            let exit = names::exit(&c.accumulator);
            head.extend(quote!(let mut #exit = #source;));
            start.extend(view(krate, &names::states(&c.accumulator), &c.entry, &inner));
            seeds.push((c.exit.clone(), Seed::Slot(quote!(::core::mem::take(&mut #exit)))));
            results.push(quote!(#exit));
        }
        let list = match &l.iterable {
            Iterable::Layers { list, item, .. } => {
                inner.borrow([item.clone()]);
                let list_value = env.arg(list, item);
                start.extend(quote!(let #item = #krate::macro_support::element(#list_value, #iteration)?;));
                Some((list, item, list_value))
            }
            Iterable::Config { .. } => None,
        };
        let free: Vec<&CallArg> = l
            .uses
            .iter()
            .skip(l.carried.len())
            .take(l.uses.len() - l.carried.len() - usize::from(list.is_some()))
            .collect();
        let body = self.backward(&l.body, &seeds, &inner);
        let has = |name: &Ident| body.slots.contains(&names::text(name));
        for c in &l.carried {
            let (exit, entry, slot) = (names::exit(&c.accumulator), &c.entry, names::slot(&c.entry));
            end.extend(if has(entry) {
                quote!(#exit = #krate::macro_support::slot_like(#slot, #entry);)
            } else {
                quote!(#exit = ::core::option::Option::None;)
            });
        }
        for arg in free {
            let Some(name) = target(arg) else { continue };
            let accumulated = names::accumulated(&name);
            let value = env.arg(arg, &name);
            head.extend(quote!(let mut #accumulated = #krate::macro_support::absent_like(#value);));
            if has(&name) {
                let slot = names::slot(&name);
                end.extend(match self.world {
                    World::Eager => quote!(#accumulated = #krate::macro_support::sum(#accumulated, #slot)?;),
                    World::Graph => {
                        let graph = &self.graph;
                        quote!(#accumulated = #krate::macro_support::sum_traced(#graph, #accumulated, #slot)?;)
                    }
                });
            }
            results.push(quote!(#accumulated));
        }
        if let Some((_, item, list_value)) = list {
            let layers = names::layers(l.number);
            let graph = &self.graph;
            // Eagerly the list's gradient starts as placeholders: each element's gradient is
            // moved in, not added to zeros, and only an element no cotangent reached is zeroed
            // when the loop ends.
            head.extend(match self.world {
                World::Eager => quote!(let mut #layers = #krate::macro_support::placeholder_like(#list_value);),
                World::Graph => quote!(let mut #layers = #krate::macro_support::zeros_traced(#graph, #list_value)?;),
            });
            let element = quote!(#krate::macro_support::element_mut(&mut #layers, #iteration)?);
            if has(item) {
                end.extend(self.add_gradient(element.clone(), &names::slot(item)));
            }
            let mut seen = HashSet::new();
            // The fields the body's steps differentiate: a call's arguments, or the uses of a
            // loop or a branch inside it (an inner loop over `block.layers`, say).
            for step in &l.body {
                for arg in step.args() {
                    if let CallArg::Field(f) = arg
                        && f.base == *item
                        && has(&f.name)
                        && seen.insert(names::text(&f.name))
                    {
                        let members = &f.members;
                        end.extend(self.add_gradient(quote!(&mut #element #(.#members)*), &names::slot(&f.name)));
                    }
                }
            }
            results.push(match self.world {
                World::Eager => quote!(::core::option::Option::Some(#krate::macro_support::fill_placeholders(#layers))),
                World::Graph => quote!(::core::option::Option::Some(#layers)),
            });
        }
        let body = body.tokens;
        quote!({
            #head
            for (#iteration, (#(#kept,)*)) in #record.iter().enumerate().rev() {
                #start
                #body
                #end
            }
            (#(#results,)*)
        })
    }

    /// A branch's backward, as an expression giving one slot per use of the branch: the
    /// backward of the arm the forward took, given `source`, the branch value's cotangent
    /// (read by reference).
    fn branch_backward(&self, b: &Branch, source: TokenStream, env: &Env) -> TokenStream {
        let krate = self.krate;
        let mut arms = Vec::new();
        for (k, arm) in b.arms.iter().enumerate() {
            let state = names::branch(&b.var, k);
            let bound = match &arm.head {
                ArmHead::Match(pattern, _) => crate::body::names_of(pattern),
                ArmHead::If(Some(cond)) => crate::body::let_names(cond),
                ArmHead::If(None) => Vec::new(),
            };
            let output = match &arm.output {
                ArmOutput::Value(v) => Some(v),
                ArmOutput::Constant(_) => None,
            };
            let kept = kept(&arm.body, output, &bound);
            let mut inner = env.clone();
            inner.borrow(kept.iter().cloned());
            let mut seeds = Vec::new();
            if let Some(v) = output {
                inner.aliases.insert(names::text(v), env.value(&b.var));
                seeds.push((v.clone(), Seed::Given(source.clone())));
            }
            let body = self.backward(&arm.body, &seeds, &inner);
            let results = b.uses.iter().filter_map(|arg| {
                let name = target(arg)?;
                let value = env.arg(arg, &name);
                Some(if body.slots.contains(&names::text(&name)) {
                    let slot = names::slot(&name);
                    quote!(#krate::macro_support::slot_like(#slot, #value))
                } else {
                    quote!(#krate::macro_support::absent_like(#value))
                })
            });
            let tokens = body.tokens;
            arms.push(quote! {
                if let ::core::option::Option::Some((#(#kept,)*)) = &#state {
                    #tokens
                    (#(#results,)*)
                }
            });
        }
        quote! {
            #(#arms)else* else {
                return ::core::result::Result::Err(#krate::macro_support::no_branch());
            }
        }
    }
}

/// The sums of contributions of one segment's values.
struct Sums<'a> {
    writer: &'a Writer<'a>,
    counts: &'a HashMap<String, usize>,
    taken: HashMap<String, usize>,
}

impl Sums<'_> {
    /// The name of the next contribution to `name`'s cotangent: the slot itself when it is
    /// the only one.
    fn contribution(&mut self, name: &Ident) -> Ident {
        let text = names::text(name);
        if self.counts.get(&text) == Some(&1) {
            return names::slot(name);
        }
        let k = self.taken.entry(text).or_default();
        *k += 1;
        names::term(name, *k - 1)
    }

    /// `let d_{name} = t_{name}_0 + ...;` when `name` has more than one contribution.
    fn sum(&self, name: &Ident) -> TokenStream {
        let krate = self.writer.krate;
        let count = self.counts.get(&names::text(name)).copied().unwrap_or(0);
        if count < 2 {
            return TokenStream::new();
        }
        let slot = names::slot(name);
        let first = names::term(name, 0);
        match self.writer.world {
            World::Eager => {
                let mut total = first.into_token_stream();
                for k in 1..count {
                    let term = names::term(name, k);
                    total = quote!(#krate::macro_support::sum(#total, #term)?);
                }
                quote!(let #slot = #total;)
            }
            // One addition at a time: each takes the graph.
            World::Graph => {
                let graph = &self.writer.graph;
                let terms = (1..count).map(|k| names::term(name, k));
                quote! {
                    let #slot = #first;
                    #(let #slot = #krate::macro_support::sum_traced(#graph, #slot, #terms)?;)*
                }
            }
        }
    }
}
